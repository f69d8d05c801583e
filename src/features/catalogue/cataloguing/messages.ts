// The cataloguer's texts for the server's refusals (422 keys of the staff catalogue's
// operations), declared with their ids so the catalogs carry them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, type ApiError } from '../../../api/errors';

const refusals: Record<string, ReturnType<typeof msg>> = {
  'error.item-barcode-taken': msg({ id: 'error.item-barcode-taken', message: 'Another copy already has this barcode.' }),
  'error.item-loan-type-unknown': msg({ id: 'error.item-loan-type-unknown', message: 'There is no such loan type: an administrator adds it in The library.' }),
  'error.item-library-not-found': msg({ id: 'error.item-library-not-found', message: 'There is no such library.' }),
  'error.item-withdrawn': msg({ id: 'error.item-withdrawn', message: 'This copy was withdrawn from the collection and can no longer be changed.' }),
  'error.item-in-circulation': msg({ id: 'error.item-in-circulation', message: 'This copy is on loan or set aside for a hold: its status changes at the desk.' }),
  'error.item-on-loan': msg({ id: 'error.item-on-loan', message: 'This copy is on loan. Check it in before withdrawing it.' }),
  'error.item-set-aside': msg({ id: 'error.item-set-aside', message: 'This copy is set aside for a patron’s hold. Cancel or fulfil the hold first.' }),
  'error.marc-unreadable': msg({ id: 'error.marc-unreadable', message: 'The file could not be read as MARC (ISO 2709 or MARCXML).' }),
  'error.marc-not-one-record': msg({ id: 'error.marc-not-one-record', message: 'The file must hold exactly one record.' }),
  'error.marc-not-bibliographic': msg({ id: 'error.marc-not-bibliographic', message: 'The file holds an authority record, not a bibliographic one.' }),
  'error.marc-control-number-taken': msg({ id: 'error.marc-control-number-taken', message: 'Another title already has this record’s control number (001).' }),
  'error.cover-type': msg({ id: 'error.cover-type', message: 'The cover must be a JPEG, PNG or WebP image.' }),
  'error.cover-too-large': msg({ id: 'error.cover-too-large', message: 'The cover image is larger than 1 MB.' }),
  'error.cover-not-found': msg({ id: 'error.cover-not-found', message: 'This title has no uploaded cover.' }),
};

/** What to tell the cataloguer about a refused action: the 422 key's text, or the server's message. */
export function catalogueErrorText(i18n: I18n, error: ApiError): string {
  const known = error.status === 422 || error.status === 404 ? refusals[error.message] : undefined;
  return known ? i18n._(known) : describeApiError(error, i18n).text;
}
