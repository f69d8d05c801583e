// The e-mail recipients of a basket (spec §1: several, separated by a semicolon). Every
// address is checked before anything is sent, with the rule the server applies too, so
// the patron hears which address is wrong without a round trip.

// The WHATWG rule for <input type=email>, with a dot required in the domain: a local part
// of the usual characters, then labels of letters, digits and inner hyphens.
const ADDRESS = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const MAX_ADDRESS_LENGTH = 254;

export type RecipientsCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; address: string };

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && ADDRESS.test(value);
}

/** Splits "a@x.org; b@y.org" into addresses; names the first bad one. Blank entries are skipped. */
export function parseRecipients(text: string): RecipientsCheck {
  const addresses = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (addresses.length === 0) return { ok: false, reason: 'empty' };
  const bad = addresses.find((address) => !isEmailAddress(address));
  if (bad !== undefined) return { ok: false, reason: 'invalid', address: bad };
  return { ok: true, addresses };
}
