/**
 * The entrance code (issue 39 item 3): what a library's entrance or desk screen shows as a QR
 * code, changing every window. It is derived, never stored: an HMAC of the library and the
 * window's number under a secret every process reads from the database (chave_servidor
 * 'autoemprestimo'), so any process shows and accepts the same code. A phone may present the
 * code of the window now or the one just before it (a patron scanning as it changes).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Seconds a code is shown before the next replaces it. */
export const CODE_WINDOW_SECONDS = 180;

/** Unambiguous letters and digits (no 0/O, 1/I/L), so a typed code reads back right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const windowOf = (ms: number): number => Math.floor(ms / 1000 / CODE_WINDOW_SECONDS);

/** When the window of `ms` ends (the next code's start), as a time in ms. */
export const windowEnd = (ms: number): number => (windowOf(ms) + 1) * CODE_WINDOW_SECONDS * 1000;

function letters(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** The code of `library` in `window`: eight characters. */
export function entranceCode(secret: string, library: number, window: number): string {
  return letters(createHmac('sha256', secret).update(`entrada:${library}:${window}`).digest(), 8);
}

/** Whether `code` is `library`'s code now or in the window just before (case and spaces ignored). */
export function isCurrentCode(secret: string, library: number, code: string, ms: number): boolean {
  const given = Buffer.from(code.replace(/\s+/g, '').toUpperCase());
  const window = windowOf(ms);
  return [window, window - 1].some((w) => {
    const expected = Buffer.from(entranceCode(secret, library, w));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A receipt's verification code, random: XXXX-XXXX. */
export function receiptCode(): string {
  const raw = letters(randomBytes(8), 8);
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}
