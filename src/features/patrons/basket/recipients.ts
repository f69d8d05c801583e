// The e-mail recipients of a basket (spec §1: several, separated by a semicolon). Every
// address is checked before anything is sent, with the rule the server applies too
// (openapi/email-address.ts), so the patron hears which address is wrong without a round trip.
import { splitRecipients } from '../../../../openapi/email-address';

export type RecipientsCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; address: string };

/** Splits "a@x.org; b@y.org" into addresses; names the first bad one. Blank entries are skipped. */
export function parseRecipients(text: string): RecipientsCheck {
  const { addresses, invalid } = splitRecipients(text);
  if (addresses.length === 0) return { ok: false, reason: 'empty' };
  if (invalid !== undefined) return { ok: false, reason: 'invalid', address: invalid };
  return { ok: true, addresses };
}
