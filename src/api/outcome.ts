// "A 4xx is an answer": a call whose refusal (422 a limit or a duplicate, 404 an unknown
// copy, 403 not allowed) is the person's to read beside the form, not a failure to report.
// A 401 (the session), a 5xx and no answer stay failures: thrown, so the query and mutation
// caches report them once with the spec §8 message (lib/startup/query-client.ts).
import { isApiError, SessionExpiredError, type ApiError } from './errors';

export type Outcome<T> =
  | { ok: true; data: T }
  /** `message` is the server's message key (spec §8), for the form's own wording. */
  | { ok: false; status: number; message: string; error: ApiError };

/** The error as an answer (a 4xx other than 401), or null when it is a failure. */
export function answerOf(error: unknown): ApiError | null {
  if (!isApiError(error) || error instanceof SessionExpiredError) return null;
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error : null;
}

/** Awaits a call (an `unwrap`ped API call): its data, or the server's refusal; failures are rethrown. */
export async function asOutcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    const answer = answerOf(error);
    if (!answer) throw error;
    return { ok: false, status: answer.status, message: answer.message, error: answer };
  }
}
