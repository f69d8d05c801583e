/**
 * The key a record is upserted by (`numero_controle`). 001 is the record's own number,
 * unique only within the agency named in 003, hence "003:001" (e.g. "DLC:16972248").
 * Without 001: the first 035 $a (system number, e.g. "(OCoLC)123"), then the first 020 $a
 * ISBN as "isbn:…", then a hash of the title, edition and date as "sha1:…" so that
 * re-importing the same record still finds it.
 */
import { createHash } from 'node:crypto';
import { controlValue, dataFields, firstSubfield } from './fields';
import type { MarcRecord } from './types';

export function numeroControle(record: MarcRecord): string {
  const own = controlValue(record, '001')?.trim();
  if (own) {
    const agency = controlValue(record, '003')?.trim();
    return agency ? `${agency}:${own}` : own;
  }
  const system = firstSubfield(dataFields(record, '035')[0], 'a')?.trim();
  if (system) return system;
  const isbn = firstSubfield(dataFields(record, '020')[0], 'a')?.trim().split(/\s/)[0].replace(/-/g, '');
  if (isbn) return `isbn:${isbn}`;
  const basis = ['245', '250', '260', '264']
    .flatMap((tag) => dataFields(record, tag).map((f) => f.subfields.map((s) => `${s.code}${s.value}`).join('|')))
    .join('\n');
  if (!basis) throw new Error('no control number: 001, 035, 020 and 245 are all missing');
  return `sha1:${createHash('sha1').update(basis.normalize('NFC')).digest('hex').slice(0, 20)}`;
}
