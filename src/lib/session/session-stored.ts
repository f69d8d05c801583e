// Whether this browser holds a session at all, without the vault's code (session-vault.ts):
// most first pages are a visitor's, and the vault (its encryption, its writes) then loads
// only when a session is written (bench/bundle.ts: it is not in the first screen's JavaScript).
import { hasRecord } from '../storage/db-access';
import { SESSION_KEY } from '../storage/storage-keys';

/** The vault's object store and the remembered session's record in it. */
export const VAULT = 'vault';
export const REMEMBERED_ID = 'session';
/** Tabs and the service worker announce session changes here. */
export const SESSION_CHANNEL = 'biblioteca-session';

function stored(storage: () => Storage): boolean {
  try {
    return Boolean(storage().getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

/** A browser-session login (sessionStorage), a plain one of earlier versions (localStorage), or a remembered one (IndexedDB). */
export async function storedSessionExists(): Promise<boolean> {
  if (typeof sessionStorage !== 'undefined' && stored(() => sessionStorage)) return true;
  if (typeof localStorage !== 'undefined' && stored(() => localStorage)) return true;
  return hasRecord(VAULT, REMEMBERED_ID);
}
