import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from './errors';
import { answerOf, asOutcome } from './outcome';

describe('asOutcome', () => {
  it('gives the data of a call that succeeds', async () => {
    expect(await asOutcome(Promise.resolve({ id: 7 }))).toEqual({ ok: true, data: { id: 7 } });
  });

  it.each([400, 403, 404, 409, 422])('turns a %i into the server’s answer, its message key kept', async (status) => {
    const error = new ApiError(status, 'error.hold-limit');
    expect(await asOutcome(Promise.reject(error))).toEqual({ ok: false, status, message: 'error.hold-limit', error });
  });

  it.each([
    ['a 401', new ApiError(401, 'unauthorized')],
    ['an ended session', new SessionExpiredError()],
    ['a 500', new ApiError(500, 'boom')],
    ['a 503', new ApiError(503, 'unavailable')],
    ['no answer (network)', new ApiError(0, 'Failed to fetch')],
    ['an error that is not the API’s', new TypeError('x is undefined')],
  ])('rethrows %s, for the central handler to report', async (_, error) => {
    await expect(asOutcome(Promise.reject(error))).rejects.toBe(error);
    expect(answerOf(error)).toBeNull();
  });
});
