// External sign-in (OIDC, SAML), PWA side. The server keeps the protocol state; the PWA
// keeps only the one-time nonce, the page to return to and "remember me", in
// sessionStorage (this tab, this visit), while the browser is away at the provider.
// Tokens come back only through POST .../validar — never in an address. The server also
// binds each sign-in to this browser with an HttpOnly cookie its start sets (issue 33,
// docs/manual/security.md): the PWA does nothing for it but keep its calls same-origin
// with the browser's cookies (fetch's default), so the start, the provider's return and
// the redemption all happen in this browser; another browser's nonce opens nothing.
import { api } from '../../../../api/client';
import { ApiError, unwrap } from '../../../../api/errors';
import type { TokenResponse } from '../../../../api/types';
import type { SsoKind } from '../../../../lib/session/session';
import { completeLogin } from '../login';
import { sanitizeRedirect } from '../redirect';
import { SSO_ERROR_KEYS } from './errors';
import { SSO_PENDING_KEY } from '../../../../lib/storage/storage-keys';

const PERSONAL_AREA = '/meupergamum';

interface PendingSignIn {
  kind: SsoKind;
  nonce: string;
  redirect?: string;
  remember: boolean;
}

export interface StartOptions {
  redirect?: string;
  remember: boolean;
  /**
   * What the patron typed as user. Spec §5 asks an address-like name (with @) for single
   * sign-on: only such a name is passed on (as the OIDC login_hint); anything else is
   * left for the provider to ask.
   */
  login?: string;
}

/** Asks the server for the provider's address, remembers the nonce, and leaves for the provider. */
export async function startExternalSignIn(kind: SsoKind, { redirect, remember, login }: StartOptions): Promise<void> {
  const target = sanitizeRedirect(redirect);
  const query = target ? { redirect: target } : {};
  const hint = login?.trim();
  const answer =
    kind === 'oidc'
      ? await unwrap(api.GET('/oidc/authorize', { params: { query: { ...query, ...(hint?.includes('@') ? { login: hint } : {}) } } }))
      : await unwrap(api.GET('/saml/login', { params: { query } }));
  const pending: PendingSignIn = { kind, nonce: answer.nonce, remember, ...(target ? { redirect: target } : {}) };
  sessionStorage.setItem(SSO_PENDING_KEY, JSON.stringify(pending));
  window.location.assign(answer.link);
}

/** Reads and forgets the pending sign-in: a nonce is good for one attempt. */
function takePending(kind: SsoKind): PendingSignIn | null {
  const raw = sessionStorage.getItem(SSO_PENDING_KEY);
  sessionStorage.removeItem(SSO_PENDING_KEY);
  try {
    const pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
    return pending && pending.kind === kind && typeof pending.nonce === 'string' ? pending : null;
  } catch {
    return null;
  }
}

/**
 * On /oauth-response or /saml-response: redeems the nonce for a user token, finishes the
 * §4 login flow and answers where to go next (the stored redirect or the personal area).
 */
export async function finishExternalSignIn(kind: SsoKind): Promise<string> {
  const pending = takePending(kind);
  // Opened without a sign-in of this tab in progress (a bookmark, another tab, a reload).
  if (!pending) throw new ApiError(422, SSO_ERROR_KEYS.authentication);
  const answer: TokenResponse =
    kind === 'oidc'
      ? await unwrap(api.POST('/oidc/validar', { body: { nonce: pending.nonce } }))
      : await unwrap(api.POST('/saml/validar', { body: { saml: pending.nonce } }));
  await completeLogin(answer, pending.remember, kind);
  return sanitizeRedirect(pending.redirect) ?? PERSONAL_AREA;
}
