// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, createSessionStore, firstName } from './session';

const credentials = { token: 'user-token', refresh: 'refresh-1', scope: 'user' as const };
const user = { login: 'aluno', cod_pessoa: 7, nome: 'Ana Beatriz Souza' };
const storages = () => ({ session: window.sessionStorage, local: window.localStorage });

describe('session store', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('keeps a session for this browser session only, unless remember me', () => {
    createSessionStore(storages()).signIn({ credentials, user, authPermissions: [] }, false);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('aluno');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('with remember me, survives in localStorage and is restored by a new page', () => {
    createSessionStore(storages()).signIn({ credentials, user, authPermissions: [] }, true);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createSessionStore(storages()).get()).toMatchObject({ user, credentials, remember: true });
  });

  it('stores renewed credentials in the store the session already uses', () => {
    const store = createSessionStore(storages());
    store.signIn({ credentials, user, authPermissions: [] }, true);
    store.setCredentials({ ...credentials, token: 'renewed' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain('renewed');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout resets credentials and user to false and forgets both stores', () => {
    const store = createSessionStore(storages());
    let notified = 0;
    store.subscribe(() => notified++);
    store.signIn({ credentials, user, authPermissions: [] }, true);
    store.logout();
    expect(store.get()).toMatchObject({ credentials: false, user: false });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(notified).toBe(2);
  });

  it('ignores a corrupt stored session', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(storages()).get()).toMatchObject({ credentials: false, user: false });
  });

  it('greets by first name', () => {
    expect(firstName(user)).toBe('Ana');
  });
});
