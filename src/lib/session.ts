// Owns the patron's session (spec §3 "Session", §4 "Session tokens"): the API
// credentials, the signed-in user and their activity permissions. It lives in
// sessionStorage for the browser session, or in localStorage when the patron chose
// "remember me"; without Web Storage (tests, Node) it lives in memory.
// TODO(issue 4): encrypt the persisted state (src/lib/session-crypto.ts).

import type { Permission, TokenResponse, UserData } from '../api/types';

export type TokenScope = TokenResponse['scope'];

export interface Credentials {
  token: string;
  refresh: string | null;
  scope: TokenScope;
}

export type SessionUser = Pick<UserData['user'], 'login' | 'cod_pessoa' | 'nome'>;

export type AuthPermission = Permission;

/** The external sign-in the session came from, whose provider may hold a session of its own. */
export type SsoKind = 'oidc' | 'saml';

export interface SessionState {
  credentials: Credentials | false;
  user: SessionUser | false;
  authPermissions: AuthPermission[];
  /** Set when the patron signed in through OIDC or SAML (logout then visits the provider's logout link). */
  sso?: SsoKind | false;
  /** True when the state is kept in localStorage (remember me). */
  remember: boolean;
}

export interface SessionStore {
  get(): SessionState;
  /** Stores new credentials in the same store the session already uses. */
  setCredentials(credentials: Credentials | false): void;
  signIn(data: Omit<SessionState, 'remember'>, remember: boolean): void;
  /** Resets credentials and user to false and forgets the stored session. */
  logout(): void;
  subscribe(listener: () => void): () => void;
}

export interface SessionStorages {
  session: Storage | null;
  local: Storage | null;
}

export const SESSION_STORAGE_KEY = 'biblioteca:session';

const EMPTY: SessionState = { credentials: false, user: false, authPermissions: [], remember: false };

function read(storage: Storage | null): SessionState | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      credentials: parsed.credentials ?? false,
      user: parsed.user ?? false,
      authPermissions: Array.isArray(parsed.authPermissions) ? parsed.authPermissions : [],
      remember: Boolean(parsed.remember),
    };
  } catch {
    return null;
  }
}

function write(storage: Storage | null, state: SessionState | null): void {
  try {
    if (state) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still works in memory.
  }
}

export function createSessionStore(storages: SessionStorages = { session: null, local: null }): SessionStore {
  let state: SessionState = read(storages.local) ?? read(storages.session) ?? EMPTY;
  const listeners = new Set<() => void>();

  function commit(next: SessionState): void {
    state = next;
    write(next.remember ? storages.local : storages.session, next);
    write(next.remember ? storages.session : storages.local, null);
    listeners.forEach((listener) => listener());
  }

  return {
    get: () => state,
    setCredentials: (credentials) => commit({ ...state, credentials }),
    signIn: (data, remember) => commit({ ...data, remember }),
    logout: () => {
      state = EMPTY;
      write(storages.session, null);
      write(storages.local, null);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorages(): SessionStorages {
  const pick = (name: 'sessionStorage' | 'localStorage'): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return { session: pick('sessionStorage'), local: pick('localStorage') };
}

/** The app's session. */
export const session: SessionStore = createSessionStore(browserStorages());

export function hasPermission(state: SessionState, codAtividade: number): boolean {
  return state.authPermissions.some((p) => p.cod_atividade === codAtividade);
}

export function firstName(user: SessionUser): string {
  return user.nome.trim().split(/\s+/)[0] ?? user.nome;
}
