/**
 * Writes MarcRecords out as ISO 2709 (always UTF-8, Leader/09 'a', lengths and offsets in
 * bytes) or as MARCXML (MARC 21 slim). Reading either output gives the record back.
 */
import { isControlField, type MarcRecord } from './types';

const FT = '\x1e';
const SD = '\x1f';
const RT = 0x1d;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function toIso2709(record: MarcRecord): Buffer {
  const fieldData = record.fields.map((field) =>
    Buffer.from(isControlField(field)
      ? field.value + FT
      : (field.ind1 || ' ').slice(0, 1) + (field.ind2 || ' ').slice(0, 1) +
        field.subfields.map((s) => SD + s.code + s.value).join('') + FT, 'utf8'));
  let offset = 0;
  const directory = record.fields.map((field, i) => {
    const entry = field.tag.padEnd(3, ' ').slice(0, 3) + pad(fieldData[i].length, 4) + pad(offset, 5);
    offset += fieldData[i].length;
    if (fieldData[i].length > 9999 || offset > 99999) throw new Error(`field ${field.tag} does not fit ISO 2709 lengths`);
    return entry;
  }).join('') + FT;
  const base = 24 + directory.length;
  const length = base + offset + 1;
  if (length > 99999) throw new Error(`record of ${length} bytes exceeds ISO 2709's 99,999`);
  const old = record.leader.padEnd(24, ' ');
  // Positions 10–11 and 20–23 are fixed by MARC 21; 09 'a' because we always write UTF-8.
  const leader = pad(length, 5) + old.slice(5, 9) + 'a22' + pad(base, 5) + old.slice(17, 20) + '4500';
  return Buffer.concat([Buffer.from(leader + directory, 'latin1'), ...fieldData, Buffer.from([RT])]);
}

/** XML 1.0 cannot carry most C0 controls even as references: they are dropped. */
const escapeXml = (text: string) => text
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function toMarcXml(records: Iterable<MarcRecord>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<collection xmlns="http://www.loc.gov/MARC21/slim">'];
  for (const record of records) {
    lines.push('  <record>', `    <leader>${escapeXml(record.leader)}</leader>`);
    for (const field of record.fields) {
      const tag = escapeXml(field.tag);
      if (isControlField(field)) {
        lines.push(`    <controlfield tag="${tag}">${escapeXml(field.value)}</controlfield>`);
        continue;
      }
      lines.push(`    <datafield tag="${tag}" ind1="${escapeXml(field.ind1 || ' ')}" ind2="${escapeXml(field.ind2 || ' ')}">`);
      for (const s of field.subfields) lines.push(`      <subfield code="${escapeXml(s.code)}">${escapeXml(s.value)}</subfield>`);
      lines.push('    </datafield>');
    }
    lines.push('  </record>');
  }
  lines.push('</collection>', '');
  return lines.join('\n');
}
