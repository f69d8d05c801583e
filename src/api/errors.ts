// Errors in one place (spec §8): `unwrap()` turns openapi-fetch's `{ error, response }`
// into an ApiError, and `describeApiError()` is the central catalogue that maps an
// ApiError to the translated notice a patron sees. No macros here on purpose: this
// module runs in Node tests too, so its texts are explicit-id message descriptors.
import type { I18n, MessageDescriptor } from '@lingui/core';

export class ApiError extends Error {
  /** 0 when no response arrived (network failure). */
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The token refresh failed: the patron was logged out (spec §4). */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, 'session expired');
    this.name = 'SessionExpiredError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) {
    throw new ApiError(response.status, messageOf(error, response.statusText), error);
  }
  return data as T;
}

const messages = {
  networkCatalogue: /*i18n*/ { id: 'error.network-catalogue', message: 'Rede Pergamum service not available!' },
  libraryEmail: /*i18n*/ {
    id: 'error.library-email',
    message: 'To use this service you need an e-mail address registered with the library. Please contact the library.',
  },
  unexpected: /*i18n*/ { id: 'error.unexpected', message: 'An unexpected error occurred. Please try again.' },
  noResponse: /*i18n*/ { id: 'error.no-response', message: 'Could not communicate with the server.' },
  sessionExpired: /*i18n*/ { id: 'error.session-expired', message: 'Your session has expired. Please log in again.' },
} satisfies Record<string, MessageDescriptor>;

export const errorMessages = messages;

/**
 * 422 keys of the circulation calls that no form of their own declares (spec §5 dates,
 * the closed-storage and inter-library requests): declared here so that every catalog
 * carries them and the central handler below translates them.
 */
export const circulationKeys = [
  /*i18n*/ { id: 'error.dates-both-required', message: 'Fill in both dates to filter.' },
  /*i18n*/ { id: 'error.dates-order', message: 'The start date cannot be after the end date.' },
  /*i18n*/ { id: 'error.archive-empty', message: 'Choose at least one item to request from storage.' },
  /*i18n*/ { id: 'error.archive-library-invalid', message: 'Choose the library where you will collect the items.' },
  /*i18n*/ { id: 'error.archive-item-invalid', message: 'An item you chose is not kept in closed storage. Nothing was requested.' },
  /*i18n*/ { id: 'error.inter-library-institution-invalid', message: 'Choose an institution from the list to borrow from.' },
] satisfies MessageDescriptor[];

export interface ErrorNotice {
  kind: 'warning' | 'error';
  text: string;
}

const NETWORK_CATALOGUE_FAILURE = /rede[\s_-]*pergamum/i;
const LIBRARY_EMAIL_MARKER = 'MinhaBibliotecaEmail';

/** The central handler of spec §8: what to tell the patron about a failed call. */
export function describeApiError(error: unknown, i18n: I18n): ErrorNotice {
  if (!isApiError(error) || error.status === 0) {
    return { kind: 'error', text: i18n._(messages.noResponse) };
  }
  const { status, message } = error;
  if (error instanceof SessionExpiredError || status === 401) {
    return { kind: 'warning', text: i18n._(messages.sessionExpired) };
  }
  if (status === 500) {
    if (NETWORK_CATALOGUE_FAILURE.test(message)) return { kind: 'warning', text: i18n._(messages.networkCatalogue) };
    if (message.includes(LIBRARY_EMAIL_MARKER)) return { kind: 'error', text: i18n._(messages.libraryEmail) };
    return { kind: 'error', text: i18n._(messages.unexpected) };
  }
  // 422 answers carry a message key the catalogs translate; unknown keys show as sent.
  if (status === 422) return { kind: 'warning', text: i18n._(message) };
  return { kind: 'warning', text: message };
}
