// Owns the patron's session (spec §3 "Session", §4 "Session tokens"): the API
// credentials, the signed-in user and their activity permissions. Reads are synchronous
// (the token middleware needs them on every request); the persisted copy is encrypted
// (src/lib/session/session-vault.ts) and written in the background, one write after the other.
// `ready` resolves once the stored session has been loaded: the app waits for it before
// its first request.
import type { Credentials, SessionState, SessionUser } from './session-state';
import { SESSION_CHANNEL, loadSession, saveSession } from './session-vault';

export type { AuthPermission, Credentials, SessionState, SessionUser, SsoKind, TokenScope } from './session-state';

export interface SessionStore {
  get(): SessionState;
  /** Resolves once the stored session is loaded. */
  ready: Promise<void>;
  /** Resolves once every change so far is written (before a reload or a test's check). */
  flushed(): Promise<void>;
  /** Stores new credentials in the same store the session already uses. */
  setCredentials(credentials: Credentials | false): void;
  signIn(data: Omit<SessionState, 'remember'>, remember: boolean): void;
  /** Resets credentials and user to false and forgets the stored session. */
  logout(): void;
  subscribe(listener: () => void): () => void;
}

/** Where the session is kept between page loads. */
export interface SessionBackend {
  load(): Promise<SessionState | null>;
  /** Persists the state (null: forget it everywhere). */
  save(state: SessionState | null): Promise<void>;
  /** Calls back when another tab or the service worker changed the stored session. */
  watch?(onChange: () => void): void;
}

const EMPTY: SessionState = { credentials: false, user: false, authPermissions: [], remember: false, sso: false };

/** A backend that keeps nothing (tests, Node). */
export const memoryBackend: SessionBackend = { load: async () => null, save: async () => {} };

export function createSessionStore(backend: SessionBackend = memoryBackend): SessionStore {
  let state: SessionState = EMPTY;
  /** Bumped by every change made here, so a slow initial load never overwrites it. */
  let version = 0;
  const listeners = new Set<() => void>();
  let writes: Promise<void> = Promise.resolve();

  function publish(next: SessionState): void {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function persist(next: SessionState | null): void {
    writes = writes.then(() => backend.save(next)).catch(() => {
      // Storage blocked (private mode) or full: the session still works in memory.
    });
  }

  function commit(next: SessionState): void {
    version++;
    publish(next);
    persist(next);
  }

  async function reload(): Promise<void> {
    const seen = version;
    const stored = await backend.load().catch(() => null);
    if (seen === version) publish(stored ?? EMPTY);
  }

  const ready = reload();
  backend.watch?.(() => void writes.then(reload));

  return {
    get: () => state,
    ready,
    flushed: () => writes,
    setCredentials: (credentials) => commit({ ...state, credentials }),
    signIn: (data, remember) => commit({ sso: false, ...data, remember }),
    logout: () => {
      version++;
      publish(EMPTY);
      persist(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A visitor's public token is not stored in the vault: storing it there would create the
 * vault's key and load Dexie on the first page's path (bench/lighthouse.ts). It is kept in
 * plain localStorage instead (public-token.ts: it grants nothing private), read by the early
 * script and the token middleware. Logging out still forgets whatever the vault holds (its
 * state is null, not a visitor's).
 */
export function isVisitorOnly(state: SessionState | null): boolean {
  return state !== null && !state.user;
}

/** The browser's backend: encrypted, in IndexedDB or sessionStorage (session-vault.ts); a patron's session only. */
export const browserBackend: SessionBackend = {
  load: loadSession,
  save: (state) => (isVisitorOnly(state) ? Promise.resolve() : saveSession(state)),
  watch(onChange) {
    if (typeof BroadcastChannel === 'undefined') return;
    new BroadcastChannel(SESSION_CHANNEL).onmessage = onChange;
  },
};

/** The app's session. */
export const session: SessionStore = createSessionStore(typeof window === 'undefined' ? memoryBackend : browserBackend);

export function hasPermission(state: SessionState, codAtividade: number): boolean {
  return state.authPermissions.some((p) => p.cod_atividade === codAtividade);
}

export function firstName(user: SessionUser): string {
  return user.nome.trim().split(/\s+/)[0] ?? user.nome;
}
