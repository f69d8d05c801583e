// The texts of the server's hold refusals (spec §8, 422 message keys): declared here with
// their ids so the catalogs carry them, and the central handler (api/errors.ts) translates
// the same keys when they arrive as notices.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const refusals: Record<string, ReturnType<typeof msg>> = {
  'error.hold-copies-available': msg({
    id: 'error.hold-copies-available',
    message: 'Hold refused: a copy is on the shelf for loan. You can borrow it at the library.',
  }),
  'error.hold-not-allowed': msg({
    id: 'error.hold-not-allowed',
    message: 'Hold cancelled: no copy of this title has a status or loan type that allows holds.',
  }),
  'error.hold-duplicate': msg({ id: 'error.hold-duplicate', message: 'You already have a hold on this title.' }),
  'error.hold-already-on-loan': msg({
    id: 'error.hold-already-on-loan',
    message: 'You already have this title on loan, so you cannot place a hold on it.',
  }),
  'error.hold-suspended': msg({
    id: 'error.hold-suspended',
    message: 'Your borrowing is suspended, so you cannot place holds now.',
  }),
  'error.hold-option-invalid': msg({
    id: 'error.hold-option-invalid',
    message: 'That library has no copy of this volume, tome, part or material. Choose again.',
  }),
  'error.hold-select': msg({ id: 'error.hold-select', message: 'Select a hold first.' }),
};

/** A server refusal as the patron reads it; an unknown key is looked up in the catalogs as is. */
export function holdRefusalText(i18n: I18n, key: string): string {
  const known = refusals[key];
  return known ? i18n._(known) : i18n._(key);
}
