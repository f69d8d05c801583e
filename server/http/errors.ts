/** Errors a handler throws to answer `{ message }` with a given status (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sessão inválida ou expirada') => new HttpError(401, message);
export const forbidden = (message = 'Acesso negado') => new HttpError(403, message);
export const notFound = (message = 'not found') => new HttpError(404, message);
/** A 422's message is a translation key (spec §8). */
export const unprocessable = (key: string) => new HttpError(422, key);
