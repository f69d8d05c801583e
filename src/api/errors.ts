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

let keyMessages: () => Promise<void> = () => Promise.resolve();

/**
 * How to load the translations of the server's keys (src/lib/i18n.ts loadKeyCatalog: in a
 * build they are a catalog of their own, scripts/catalog-split.ts); main.tsx provides it.
 */
export function provideKeyMessages(load: () => Promise<void>): void {
  keyMessages = load;
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError (once a key it carries can be translated). */
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
    const message = messageOf(error, response.statusText);
    if (response.status === 422 || MESSAGE_KEY.test(message)) await keyMessages();
    throw new ApiError(response.status, message, error);
  }
  // An answer may carry a key as data (a hold offer's `motivo`, a renewal's refusal): its
  // words must be there when the screen shows it.
  if (carriesKey(data, 3)) await keyMessages();
  return data as T;
}

/** Whether a value holds a server key (`error.*`, `success.*`) within `depth` levels. */
function carriesKey(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return MESSAGE_KEY.test(value);
  if (depth === 0 || value === null || typeof value !== 'object') return false;
  const values = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return values.some((v) => carriesKey(v, depth - 1));
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

/**
 * The keys the server answers (`{message: '<key>'}`, server/http/errors.ts) that no feature
 * declares itself: not-found answers, refusals of the router (login required, staff only),
 * sign-in and session problems, and the success notes of the feedback forms. Declared here
 * so every catalog carries them; server/http/messages.test.ts fails on a server key that no
 * catalog translates.
 */
export const serverKeys = [
  /*i18n*/ { id: 'error.too-many-failed-logins', message: 'Too many consecutive attempts. Please wait a few minutes.' },
  /*i18n*/ { id: 'error.too-many-attempts', message: 'Too many consecutive attempts. Please wait a minute and try again.' },
  /*i18n*/ { id: 'error.server-busy', message: 'The server is busy. Please try again in a moment.' },
  /*i18n*/ { id: 'error.unavailable', message: 'This service is unavailable for a moment. Please try again.' },
  /*i18n*/ { id: 'error.title-not-found', message: 'Title not found.' },
  /*i18n*/ { id: 'error.staff-only', message: 'Only library staff can do this.' },
  /*i18n*/ { id: 'error.staff-role-missing', message: 'Your staff account does not have permission for this.' },
  /*i18n*/ { id: 'error.staff-role-unknown', message: 'Unknown staff role.' },
  /*i18n*/ { id: 'error.reason-required', message: 'Give the reason for this action.' },
  /*i18n*/ { id: 'error.debt-reduce-amount', message: 'Enter an amount greater than zero and less than what is left to pay.' },
  /*i18n*/ { id: 'error.debt-nothing-to-waive', message: 'Nothing is left to pay on this debt.' },
  /*i18n*/ { id: 'error.patron-block-unchanged', message: 'The patron is already in that state.' },
  /*i18n*/ { id: 'error.last-administrator', message: 'This is the library\'s last administrator: make someone else an administrator first.' },
  /*i18n*/ { id: 'error.forbidden', message: 'Access denied.' },
  /*i18n*/ { id: 'error.not-found', message: 'Not found.' },
  /*i18n*/ { id: 'error.login-required', message: 'Please log in to continue.' },
  /*i18n*/ { id: 'error.not-implemented', message: 'This service is not available yet.' },
  /*i18n*/ { id: 'error.too-many-recipients', message: 'Too many recipients: send to fewer addresses.' },
  /*i18n*/ { id: 'error.alert-not-found', message: 'Alert not found.' },
  /*i18n*/ { id: 'error.login-wrong-credentials', message: 'Incorrect username or password.' },
  /*i18n*/ { id: 'error.client-unknown', message: 'Unknown client application.' },
  /*i18n*/ { id: 'error.refresh-token-required', message: 'The session renewal token is missing.' },
  /*i18n*/ { id: 'error.grant-type-unsupported', message: 'Unsupported sign-in method.' },
  /*i18n*/ { id: 'error.login-credentials-required', message: 'Enter your username and password.' },
  /*i18n*/ { id: 'error.basket-title-missing', message: 'This title is not in your permanent basket.' },
  /*i18n*/ { id: 'error.authority-not-found', message: 'Authority record not found.' },
  /*i18n*/ { id: 'error.calendar-not-subscribed', message: 'You have no calendar subscription.' },
  /*i18n*/ { id: 'error.calendar-not-found', message: 'Calendar not found.' },
  /*i18n*/ { id: 'error.calendar-revoked', message: 'This calendar address has been revoked.' },
  /*i18n*/ { id: 'error.comment-not-found', message: 'Comment not found.' },
  /*i18n*/ { id: 'error.queue-not-found', message: 'There is no such queue.' },
  /*i18n*/ { id: 'error.queue-item-not-found', message: 'This item is no longer in the queue.' },
  /*i18n*/ { id: 'error.queue-claimed-by-other', message: 'Someone else has taken this item; only they or an administrator can let it go.' },
  /*i18n*/ { id: 'success.comment-sent', message: 'Comment sent; it will be published once the library approves it.' },
  /*i18n*/ { id: 'success.suggestion-sent', message: 'Acquisition suggestion sent.' },
  /*i18n*/ { id: 'error.suggestion-limit-exceeded', message: 'You already have the maximum number of open acquisition suggestions. Wait for the library to answer them.' },
  /*i18n*/ { id: 'error.suggestion-not-found', message: 'Suggestion not found.' },
  /*i18n*/ { id: 'error.suggestion-same-status', message: 'The suggestion already has this status and note.' },
  /*i18n*/ { id: 'error.database-not-found', message: 'Database not found.' },
  /*i18n*/ { id: 'error.database-url-invalid', message: 'Enter a web address starting with http:// or https://.' },
  /*i18n*/ { id: 'error.network-partner-not-found', message: 'Partner institution not found.' },
  /*i18n*/ { id: 'error.network-partner-url-invalid', message: 'Enter the OAI-PMH base address, starting with http:// or https:// (without ?verb=).' },
  /*i18n*/ { id: 'error.network-partner-set-invalid', message: 'The set must be an OAI setSpec: letters, digits and - _ . ! ~ * \' ( ), parts separated by a colon.' },
  /*i18n*/ { id: 'error.network-harvest-running', message: 'A harvest of this partner is already running. Wait for it to finish.' },
  /*i18n*/ { id: 'error.required-field.nome', message: 'Required field name not filled.' },
  /*i18n*/ { id: 'error.required-field.base', message: 'Required field base not filled.' },
  /*i18n*/ { id: 'error.link-not-found', message: 'Link not found.' },
  /*i18n*/ { id: 'error.ebook-supplier-not-found', message: 'E-book supplier data not found. Please contact the library.' },
  /*i18n*/ { id: 'error.no-cpf', message: 'You have no CPF registered. Please contact the library.' },
  /*i18n*/ { id: 'error.document-unavailable', message: 'Document not available.' },
  /*i18n*/ { id: 'error.document-service-unavailable', message: 'Could not connect to the document service, or access was denied. Please contact support.' },
  /*i18n*/ { id: 'error.events-service-unavailable', message: 'Could not connect to the events service, or access was denied. Please contact support.' },
  /*i18n*/ { id: 'error.debt-not-found', message: 'Debt not found.' },
  /*i18n*/ { id: 'error.payment-slip-not-found', message: 'Payment slip not found.' },
  /*i18n*/ { id: 'error.fine-not-found', message: 'Fine not found.' },
  /*i18n*/ { id: 'error.loan-request-not-found', message: 'Loan request not found.' },
  /*i18n*/ { id: 'error.copy-not-found', message: 'Copy not found.' },
  /*i18n*/ { id: 'error.user-not-found', message: 'User not found.' },
  /*i18n*/ { id: 'error.hold-not-found', message: 'Hold not found.' },
  /*i18n*/ { id: 'error.institution-not-configured', message: 'The institution is not configured.' },
  /*i18n*/ { id: 'error.campus-not-found', message: 'Campus not found.' },
  /*i18n*/ { id: 'error.serial-issue-not-found', message: 'Issue not found.' },
  /*i18n*/ { id: 'error.loan-token-not-found', message: 'No valid loan token.' },
  /*i18n*/ { id: 'error.search-term-required', message: 'The above field is required.' },
  /*i18n*/ { id: 'error.network-record-not-found', message: 'Network record not found.' },
  /*i18n*/ { id: 'error.no-dues-not-issued', message: 'No certificate has been issued.' },
  /*i18n*/ { id: 'error.login-not-found', message: 'Login not found.' },
  /*i18n*/ { id: 'error.deletion-request-not-found', message: 'Request not found.' },
  /*i18n*/ { id: 'error.push-subscription-not-found', message: 'Subscription not found.' },
  /*i18n*/ { id: 'error.recovery-too-many-codes', message: 'Too many codes requested for this user; wait and try again later.' },
  /*i18n*/ { id: 'error.redirect-personal-area-not-configured', message: 'The library has not configured an external address for the personal area.' },
  /*i18n*/ { id: 'error.redirect-work-posting-not-configured', message: 'The library has not configured work posting.' },
  /*i18n*/ { id: 'error.redirect-token-not-configured', message: 'The library has not configured a module that receives the session.' },
  /*i18n*/ { id: 'error.oidc-not-configured', message: 'OpenID Connect sign-in is not configured.' },
  /*i18n*/ { id: 'error.saml-not-configured', message: 'SAML sign-in is not configured.' },
  /*i18n*/ { id: 'error.sso-login-address', message: 'The login must be an address (with @).' },
  /*i18n*/ { id: 'error.switch-user-staff', message: 'You cannot take over another staff member\'s session.' },
] satisfies MessageDescriptor[];

export interface ErrorNotice {
  kind: 'warning' | 'error';
  text: string;
}

const NETWORK_CATALOGUE_FAILURE = /rede[\s_-]*pergamum/i;
const LIBRARY_EMAIL_MARKER = 'MinhaBibliotecaEmail';
/** A message key of the server (server/http/errors.ts): `error.title-not-found`… */
const MESSAGE_KEY = /^(error|success)\.[a-z0-9-]+(\.[a-z0-9-]+)*$/;

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
  // The server answers message keys the catalogs translate (422s always did; now every
  // status); an unknown key, or a developer's description of a malformed request, shows as sent.
  if (status === 422 || MESSAGE_KEY.test(message)) return { kind: 'warning', text: i18n._(message) };
  return { kind: 'warning', text: message };
}
