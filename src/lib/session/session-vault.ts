// Keeps the patron's session encrypted at rest (spec §3: "Persisted state is stored
// encrypted"). The key is an AES-GCM CryptoKey created non-extractable and stored in
// IndexedDB: scripts of this origin can use it but nobody can read its bytes, so a copy
// of the disk or of localStorage/IndexedDB dumps gives ciphertext only.
//
// Where the ciphertext lives follows "remember me" (§4): in IndexedDB when remembered
// (it survives browser restarts, and the service worker can read it to send the outbox),
// in sessionStorage otherwise (gone with the browser session). Works in pages and in the
// service worker (which has no sessionStorage).
//
// Reading needs no Dexie (the start decrypts the session before the first render, and
// Dexie is not on that path: db-access.ts); writing, which creates the key, loads it.
import { loadDb, readRecord } from '../storage/db-access';
import { SESSION_KEY } from '../storage/storage-keys';
import type { VaultRecord } from '../storage/db';
import type { SessionState } from './session-state';

const KEY_ID = 'session-key';
const REMEMBERED_ID = 'session';
/** sessionStorage entry of a browser-session-only login (base64 of iv + ciphertext; storage-keys.ts). */
export const SESSION_STORAGE_KEY = SESSION_KEY;
/** Tabs and the service worker announce session changes here. */
export const SESSION_CHANNEL = 'biblioteca-session';

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const VAULT = 'vault';

// Read from IndexedDB on each use (sessions are written rarely): a key removed with the
// site's data is then never used from a stale copy.
async function storedKey(): Promise<CryptoKey | null> {
  const stored = await readRecord<VaultRecord>(VAULT, KEY_ID);
  return stored?.value instanceof CryptoKey ? stored.value : null;
}

/** The key to seal with: the stored one, or a new one stored first. */
async function sessionKey(): Promise<CryptoKey> {
  const stored = await storedKey();
  if (stored) return stored;
  const { db } = await loadDb();
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  // Two tabs may race here: the first key written wins and both use it.
  return db.transaction('rw', db.vault, async () => {
    const again = await db.vault.get(KEY_ID);
    if (again?.value instanceof CryptoKey) return again.value;
    await db.vault.put({ id: KEY_ID, value: fresh });
    return fresh;
  });
}

/**
 * Makes the key ready before a session is stored (the login form calls it when shown): a
 * visitor's session is never stored, so the first patron login would otherwise load Dexie
 * and create the key while the patron is already moving on.
 */
export async function prepareVault(): Promise<void> {
  await sessionKey();
}

async function seal(state: SessionState): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(), new TextEncoder().encode(JSON.stringify(state)));
  return { iv, data };
}

async function unseal(sealed: Sealed): Promise<SessionState | null> {
  const key = await storedKey();
  // No key, nothing it could have sealed (a fresh database, or site data cleared).
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    return normalise(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    // Tampered with, or sealed by a key that is gone: as good as no session.
    return null;
  }
}

/** Accepts only the expected shape, whatever was stored. */
export function normalise(value: unknown): SessionState | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = value as Partial<SessionState>;
  return {
    credentials: parsed.credentials && typeof parsed.credentials === 'object' ? parsed.credentials : false,
    user: parsed.user && typeof parsed.user === 'object' ? parsed.user : false,
    authPermissions: Array.isArray(parsed.authPermissions) ? parsed.authPermissions : [],
    remember: Boolean(parsed.remember),
    sso: parsed.sso === 'oidc' || parsed.sso === 'saml' ? parsed.sso : false,
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

async function readTabSession(): Promise<SessionState | null> {
  const raw = tabStorage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const bytes = fromBase64(raw);
    return await unseal({ iv: bytes.slice(0, 12), data: bytes.slice(12).buffer });
  } catch {
    return null;
  }
}

/** The remembered session (IndexedDB), as the service worker sees it. */
export async function readPersistedSession(): Promise<SessionState | null> {
  const record = await readRecord<VaultRecord>(VAULT, REMEMBERED_ID);
  const sealed = record?.value as Sealed | undefined;
  return sealed?.iv && sealed.data ? unseal(sealed) : null;
}

/**
 * Replaces the remembered session (e.g. after the service worker rotated its tokens).
 * Removing it loads Dexie only when there is one: every browser-session login, a visitor's
 * public token included, removes it, often at start.
 */
export async function writePersistedSession(state: SessionState | null): Promise<void> {
  if (state) {
    const { db } = await loadDb();
    await db.vault.put({ id: REMEMBERED_ID, value: await seal(state) });
  } else if (await readRecord(VAULT, REMEMBERED_ID)) {
    const { db } = await loadDb();
    await db.vault.delete(REMEMBERED_ID);
  }
  announce();
}

/**
 * Sessions stored in plain JSON by earlier versions (localStorage for remember me,
 * sessionStorage otherwise): taken once, removed, and re-stored encrypted.
 */
async function migratePlaintext(): Promise<SessionState | null> {
  for (const storage of [tabStorage(), typeof localStorage === 'undefined' ? null : localStorage]) {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw?.startsWith('{')) continue;
    storage?.removeItem(SESSION_STORAGE_KEY);
    try {
      const state = normalise(JSON.parse(raw));
      if (state) await saveSession(state);
      return state;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session of this tab: its browser-session login, else the remembered one. */
export async function loadSession(): Promise<SessionState | null> {
  return (await migratePlaintext()) ?? (await readTabSession()) ?? (await readPersistedSession());
}

/** Stores the session where "remember me" says, and removes it from the other place. */
export async function saveSession(state: SessionState | null): Promise<void> {
  const tab = tabStorage();
  if (state && !state.remember) {
    const { iv, data } = await seal(state);
    const bytes = new Uint8Array(iv.length + data.byteLength);
    bytes.set(iv);
    bytes.set(new Uint8Array(data), iv.length);
    tab?.setItem(SESSION_STORAGE_KEY, toBase64(bytes));
    await writePersistedSession(null);
    return;
  }
  tab?.removeItem(SESSION_STORAGE_KEY);
  await writePersistedSession(state);
}

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'session-changed' });
  channel.close();
}
