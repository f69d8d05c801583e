// The device token of issue 21: after a right password the server answers a long-lived
// random `device_token`; this device keeps it per login and sends it with the next
// password grants of that login, so its owner passes the lock that strangers' wrong
// passwords set. Logging out keeps it (the device stays known); the server forgets it
// when the password changes. localStorage, under DEVICE_TOKENS_KEY, keyed by a hash of the
// login: nothing readable about who signed in here is left in Web Storage.
import { DEVICE_TOKENS_KEY } from '../storage/storage-keys';

/** Logins kept on one device (a shared computer): the most recent ones. */
const MAX_LOGINS = 5;

/** SHA-256 of the login as typed (trimmed, lower case), hex. */
async function keyOf(login: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(login.trim().toLowerCase()));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAll(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DEVICE_TOKENS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The token this device holds for `login`, if any. */
export async function deviceTokenFor(login: string): Promise<string | undefined> {
  const key = await keyOf(login);
  return readAll().find(([k]) => k === key)?.[1];
}

/** Keeps the token the server answered for `login` (newest first, MAX_LOGINS kept). */
export async function keepDeviceToken(login: string, token: string | undefined): Promise<void> {
  if (!token) return;
  const key = await keyOf(login);
  const entries = [[key, token] as [string, string], ...readAll().filter(([k]) => k !== key)].slice(0, MAX_LOGINS);
  try {
    storage()?.setItem(DEVICE_TOKENS_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the device is simply not remembered.
  }
}
