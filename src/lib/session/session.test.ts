// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../storage/db';
import { provideDb } from '../storage/db-access';
import { browserBackend, createSessionStore, firstName, type SessionBackend } from './session';
import { SESSION_STORAGE_KEY, loadSession, readPersistedSession, saveSession, writePersistedSession } from './session-vault';

const credentials = { token: 'user-token', refresh: 'refresh-1', scope: 'user' as const };
const user = { login: 'aluno', cod_pessoa: 7, nome: 'Ana Beatriz Souza' };
const vault: SessionBackend = { load: loadSession, save: saveSession };

/** Everything stored about the session, as text, wherever it is kept. */
async function storedText(): Promise<string> {
  const records = await db.vault.toArray();
  const idb = records.map((r) => (r.value instanceof CryptoKey ? '[key]' : JSON.stringify(r.value, (_k, v) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new TextDecoder().decode(v as ArrayBuffer) : v))));
  return [...idb, window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '', window.localStorage.getItem(SESSION_STORAGE_KEY) ?? ''].join('\n');
}

describe('session store', () => {
  beforeEach(async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    await db.vault.clear();
  });

  it('keeps a session for this browser session only, unless remember me', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, false);
    await store.flushed();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeTruthy();
    expect(await readPersistedSession()).toBeNull();
    // A new page of the same tab finds it.
    const again = createSessionStore(vault);
    await again.ready;
    expect(again.get()).toMatchObject({ user, remember: false });
  });

  it('with remember me, survives the browser session and is restored by a new page', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    await store.flushed();
    window.sessionStorage.clear(); // the browser was closed
    const next = createSessionStore(vault);
    await next.ready;
    expect(next.get()).toMatchObject({ user, credentials, remember: true });
  });

  it('stores nothing in clear text: tokens and names are encrypted at rest', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    await store.flushed();
    const remembered = await storedText();
    store.signIn({ credentials, user, authPermissions: [] }, false);
    await store.flushed();
    const tabOnly = await storedText();
    for (const text of [remembered, tabOnly]) {
      expect(text).not.toContain('user-token');
      expect(text).not.toContain('refresh-1');
      expect(text).not.toContain('Beatriz');
    }
  });

  it('keeps the key non-extractable', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    await store.flushed();
    const key = (await db.vault.get('session-key'))?.value as CryptoKey;
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('stores renewed credentials in the store the session already uses', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    store.setCredentials({ ...credentials, token: 'renewed' });
    await store.flushed();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect((await readPersistedSession())?.credentials).toMatchObject({ token: 'renewed' });
  });

  it('logout resets credentials and user to false and forgets both stores', async () => {
    const store = createSessionStore(vault);
    await store.ready;
    let notified = 0;
    store.subscribe(() => notified++);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    store.logout();
    await store.flushed();
    expect(store.get()).toMatchObject({ credentials: false, user: false });
    expect(await readPersistedSession()).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(notified).toBe(2);
  });

  it('ignores a corrupt or tampered stored session', async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, 'bm90IGEgc2Vzc2lvbg==');
    const store = createSessionStore(vault);
    await store.ready;
    expect(store.get()).toMatchObject({ credentials: false, user: false });
  });

  it('moves a plain-text session of an earlier version into the encrypted store', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ credentials, user, authPermissions: [], remember: true }));
    const store = createSessionStore(vault);
    await store.ready;
    expect(store.get()).toMatchObject({ user, remember: true });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect((await readPersistedSession())?.user).toMatchObject(user);
  });

  it('a browser-session login with a key in place does not load Dexie: nothing remembered to remove', async () => {
    const store = createSessionStore(vault);
    store.signIn({ credentials, user, authPermissions: [] }, false);
    await store.flushed();
    let loads = 0;
    provideDb(() => {
      loads += 1;
      return import('../storage/db');
    });
    try {
      await writePersistedSession(null);
      await saveSession({ credentials: { token: 'public', refresh: null, scope: 'public' }, user: false, authPermissions: [], remember: false, sso: false });
      expect(loads).toBe(0);
      expect(await loadSession()).toMatchObject({ credentials: { token: 'public' }, user: false });
    } finally {
      provideDb(() => import('../storage/db'));
    }
  });

  it('the browser keeps a patron\'s session, never a visitor\'s public token (each page load gets a fresh one)', async () => {
    const store = createSessionStore(browserBackend);
    await store.ready;
    store.signIn({ credentials, user, authPermissions: [] }, false);
    await store.flushed();
    expect(await loadSession()).toMatchObject({ user });
    store.logout();
    store.setCredentials({ token: 'public', refresh: null, scope: 'public' });
    await store.flushed();
    expect(store.get().credentials).toMatchObject({ token: 'public' });
    expect(await loadSession()).toBeNull();
    expect(await storedText()).not.toContain('public');
  });

  it('greets by first name', () => {
    expect(firstName(user)).toBe('Ana');
  });
});
