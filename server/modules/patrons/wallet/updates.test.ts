import { describe, expect, it } from 'vitest';
import { apnsOutcome, googleOutcome, retryDelaySeconds } from './updates';

describe('what a wallet service answer means', () => {
  it('drops the registration on APNs 410 and on a bad token, waits on 429, 5xx, 403 and no answer', () => {
    expect(apnsOutcome({ status: 200, reason: null })).toBe('sent');
    expect(apnsOutcome({ status: 410, reason: 'Unregistered' })).toBe('gone');
    expect(apnsOutcome({ status: 400, reason: 'BadDeviceToken' })).toBe('gone');
    expect(apnsOutcome({ status: 400, reason: 'BadTopic' })).toBe('refused');
    for (const status of [0, 403, 429, 500, 503]) expect(apnsOutcome({ status, reason: null }), String(status)).toBe('retry');
  });

  it("takes Google's 404 as never saved, retries 401, 429, 5xx and no answer, refuses other 4xx", () => {
    expect(googleOutcome(200)).toBe('sent');
    expect(googleOutcome(404)).toBe('not_saved');
    for (const status of [0, 401, 429, 502]) expect(googleOutcome(status), String(status)).toBe('retry');
    expect(googleOutcome(400)).toBe('refused');
  });

  it('waits 30 s after the first failure, doubling to at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});
