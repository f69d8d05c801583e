/**
 * The one e-mail address rule (spec §5 "a general address pattern"), applied by the server
 * (personal data, loan requests, a basket's or certificate's recipients, the patron loader)
 * and by the PWA's forms before sending, so both always agree on an address.
 *
 * What a library needs to accept: the addresses patrons and institutions really have —
 * plus-addressing (`ana+livros@…`), apostrophes (`o'brien@…`), dots inside the local part,
 * hyphens and subdomains in the domain (`a@biblioteca.ufsc.edu.br`), any case.
 * What it refuses: spaces anywhere (the callers trim first), no `@` or two, an empty side,
 * a domain without a dot (`ana@ufdemo`: an intranet name mail cannot reach), a top-level
 * domain that is not two or more letters (or punycode `xn--…`), a label starting or ending
 * with a hyphen, an underscore in the domain, a dot at either end of the local part or two
 * dots in a row, more than 64 characters before the `@` or 254 in all (RFC 5321's limits).
 * Also refused, on purpose: quoted local parts, IP-literal domains and non-ASCII addresses —
 * valid in RFC 5322/6531 but not deliverable by every mail server a library uses.
 */

const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return local.length <= MAX_LOCAL_LENGTH && LOCAL.test(local)
    && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** "a@x.org; b@y.org" as its addresses (spec §1: separated by a semicolon), blanks skipped; the first bad one named. */
export function splitRecipients(text: string): { addresses: string[]; invalid?: string } {
  const addresses = text.split(';').map((part) => part.trim()).filter((part) => part.length > 0);
  const invalid = addresses.find((address) => !isEmailAddress(address));
  return invalid === undefined ? { addresses } : { addresses, invalid };
}
