// The visitor's public token, kept in localStorage until shortly before it expires
// (issue 33): every tab and every reload uses the same one instead of asking for a new one,
// so a campus behind one address sends one token grant per student, not one per page load.
// It grants nothing private (spec §6: search, browse, basket). Read both by the API's token
// middleware and by the early script (lib/startup/prefetch-first-data.ts), which is bundled
// on its own: this module imports nothing but the key's name.
import { PUBLIC_TOKEN_KEY } from '../storage/storage-keys';

interface StoredPublicToken {
  token: string;
  /** Epoch milliseconds, by this browser's clock, after which a new token is asked for. */
  renewAt: number;
}

/** Given up a minute before it expires (a tenth of its life if shorter): a request sent with it arrives in time. */
const MARGIN_MS = 60_000;

/** The kept token, or null when there is none, it is about to expire, or storage is blocked. */
export function storedPublicToken(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PUBLIC_TOKEN_KEY) ?? 'null') as Partial<StoredPublicToken> | null;
    if (!kept || typeof kept.token !== 'string' || typeof kept.renewAt !== 'number') return null;
    return now < kept.renewAt ? kept.token : null;
  } catch {
    return null;
  }
}

/** Keeps a public token the server granted for `expiresInSeconds`. */
export function keepPublicToken(token: string, expiresInSeconds: number, now = Date.now()): void {
  const life = Math.max(0, expiresInSeconds * 1000);
  const renewAt = now + life - Math.min(MARGIN_MS, life / 10);
  try {
    localStorage.setItem(PUBLIC_TOKEN_KEY, JSON.stringify({ token, renewAt } satisfies StoredPublicToken));
  } catch {
    // Storage blocked or full: this page still has the token in memory.
  }
}

/** Forgets the kept token if it is `token` (the server refused it; another tab may have kept a newer one). */
export function forgetPublicToken(token: string): void {
  try {
    const kept = JSON.parse(localStorage.getItem(PUBLIC_TOKEN_KEY) ?? 'null') as Partial<StoredPublicToken> | null;
    if (kept?.token === token) localStorage.removeItem(PUBLIC_TOKEN_KEY);
  } catch {
    // Nothing kept.
  }
}
