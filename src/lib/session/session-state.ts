// The session's shapes, apart from the store (session.ts) and its encrypted copy
// (session-vault.ts), which both need them.
import type { components } from '../../../openapi/schema.gen';

// The contract's types from the contract itself: lib sits below src/api and never imports it.
type Permission = components['schemas']['Permission'];
type TokenResponse = components['schemas']['TokenResponse'];
type UserData = components['schemas']['UserData'];

export type TokenScope = TokenResponse['scope'];

export interface Credentials {
  token: string;
  refresh: string | null;
  scope: TokenScope;
}

/** `permissoes`: the staff roles GET /pessoas gave at sign-in (the user menu offers the staff workspace; the server checks every call). */
export type SessionUser = Pick<UserData['user'], 'login' | 'cod_pessoa' | 'nome'> & { permissoes?: NonNullable<UserData['permissoes']> };

export type AuthPermission = Permission;

/** The external sign-in the session came from, whose provider may hold a session of its own. */
export type SsoKind = 'oidc' | 'saml';

export interface SessionState {
  credentials: Credentials | false;
  user: SessionUser | false;
  authPermissions: AuthPermission[];
  /** Set when the patron signed in through OIDC or SAML (logout then visits the provider's logout link). */
  sso?: SsoKind | false;
  /** True when the state is kept across browser sessions (remember me). */
  remember: boolean;
}
