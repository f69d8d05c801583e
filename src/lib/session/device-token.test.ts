// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_KEY } from '../storage/storage-keys';
import { deviceTokenFor, keepDeviceToken } from './device-token';

describe('the device token kept per login', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the token kept for a login, whatever its case and spaces', () => {
    keepDeviceToken('Aluno', 'token-a');
    expect(deviceTokenFor(' aluno ')).toBe('token-a');
    expect(deviceTokenFor('professor')).toBeUndefined();
  });

  it('replaces a login\'s token and keeps the five most recent logins', () => {
    for (const login of ['a', 'b', 'c', 'd', 'e', 'f']) keepDeviceToken(login, `t-${login}`);
    keepDeviceToken('f', 't-f2');
    expect(deviceTokenFor('f')).toBe('t-f2');
    expect(deviceTokenFor('a')).toBeUndefined();
    expect(deviceTokenFor('b')).toBe('t-b');
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!)).toHaveLength(5);
  });

  it('survives a damaged entry', () => {
    localStorage.setItem(DEVICE_TOKENS_KEY, '{not json');
    expect(deviceTokenFor('a')).toBeUndefined();
    keepDeviceToken('a', 't');
    expect(deviceTokenFor('a')).toBe('t');
  });
});
