/**
 * The addresses a patron types for a mail the server sends (a basket, a certificate):
 * "a@x; b@y", every one checked before anything is sent, a few people and not a list.
 */
import { HttpError, type MessageKey } from '../http/errors';
import { splitRecipients } from '../../openapi/email-address';

/** A 422 whose body also names the offending address (contract: InvalidRecipient). */
export class InvalidRecipientError extends HttpError {
  constructor(readonly key: MessageKey, readonly destinatario?: string) { super(422, key); }
}

/** Splits the list, refuses an empty one, one longer than `max` or any bad address; the same address twice (any case) is sent once. */
export function parseRecipients(list: string, max: number): string[] {
  const { addresses, invalid } = splitRecipients(list);
  if (addresses.length === 0) throw new InvalidRecipientError('error.missing-recipients');
  if (addresses.length > max) throw new InvalidRecipientError('error.too-many-recipients');
  if (invalid !== undefined) throw new InvalidRecipientError('error.invalid-recipient', invalid);
  const seen = new Set<string>();
  return addresses.filter((a) => !seen.has(a.toLowerCase()) && Boolean(seen.add(a.toLowerCase())));
}
