/**
 * Errors a handler throws to answer `{ message }` with a given status (spec §8). The
 * message is always a key the PWA translates (src/api/errors.ts and the catalogs), never
 * text: `error.<what>`, or one of the spec's own markers the PWA recognises.
 * server/http/messages.test.ts fails on a key the PWA's catalogs do not hold.
 */

/** The spec's markers, answered as they are (§8: ACESSO_BLOQUEADO; the login's choice; §8's network failure). */
export type SpecMarker = 'ACESSO_BLOQUEADO' | 'ESCOLHA_PESSOA' | 'REDE_PERGAMUM_INDISPONIVEL' | 'ACESSO_AUTOMATICO_NAO_CONFIGURADO';
export type MessageKey = `error.${string}` | SpecMarker;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: MessageKey,
  ) {
    super(message);
  }
}

export const badRequest = (key: MessageKey) => new HttpError(400, key);
export const unauthorized = (key: MessageKey = 'error.session-expired') => new HttpError(401, key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new HttpError(403, key);
export const notFound = (key: MessageKey = 'error.not-found') => new HttpError(404, key);
export const unprocessable = (key: MessageKey) => new HttpError(422, key);

/** A refusal whose answer says more than its key (the contract names the extra fields, e.g. the duplicate patron of a 409). */
export class DetailedHttpError extends HttpError {
  constructor(statusCode: number, message: MessageKey, readonly detail: Record<string, unknown>) {
    super(statusCode, message);
  }
}

/**
 * The only answers that are not keys, described in plain English for developers, as
 * Fastify's own schema-validation 400s are: a request no client of the contract sends
 * (control characters) and an answer off the contract (a server bug, 500). The PWA never
 * shows either as it is (a 500 is "unexpected error").
 */
export const malformedRequest = (detail: string) => new HttpError(400, detail as MessageKey);
export const serverFault = (detail: string) => new HttpError(500, detail as MessageKey);
