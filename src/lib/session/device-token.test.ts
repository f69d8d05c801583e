// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_KEY } from '../storage/storage-keys';
import { deviceTokenFor, keepDeviceToken } from './device-token';

describe('the device token kept per login', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the token kept for a login, whatever its case and spaces', async () => {
    await keepDeviceToken('Aluno', 'token-a');
    expect(await deviceTokenFor(' aluno ')).toBe('token-a');
    expect(await deviceTokenFor('professor')).toBeUndefined();
    // The login itself is not readable in storage.
    expect(localStorage.getItem(DEVICE_TOKENS_KEY)).not.toMatch(/aluno/i);
  });

  it('replaces a login\'s token and keeps the five most recent logins', async () => {
    for (const login of ['a', 'b', 'c', 'd', 'e', 'f']) await keepDeviceToken(login, `t-${login}`);
    await keepDeviceToken('f', 't-f2');
    expect(await deviceTokenFor('f')).toBe('t-f2');
    expect(await deviceTokenFor('a')).toBeUndefined();
    expect(await deviceTokenFor('b')).toBe('t-b');
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toHaveLength(5);
  });

  it('survives a damaged entry', async () => {
    localStorage.setItem(DEVICE_TOKENS_KEY, '{not json');
    expect(await deviceTokenFor('a')).toBeUndefined();
    await keepDeviceToken('a', 't');
    expect(await deviceTokenFor('a')).toBe('t');
  });
});
