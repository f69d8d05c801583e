/**
 * The MARC rows view of a title (spec §3 archive-item detail, `paragrafo`/`seq_paragrafo`):
 * one row per leader, control field and subfield, with the trailing ISBD punctuation kept
 * in its own column so the screen can show clean text and the record can be rebuilt.
 */
import type { components } from '../../openapi/schema.gen';
import { splitTrailingPunctuation } from './punctuation';
import { isControlField, type MarcDataField, type MarcField, type MarcRecord } from './types';

/**
 * One row as the contract defines it: tag (`paragrafo`, 'LDR' for the leader), occurrence,
 * indicators (null for control fields), subfield code and order (0 for control fields),
 * text without its trailing ISBD punctuation, and that punctuation.
 */
export type MarcRow = components['schemas']['MarcRow'];

export function toMarcRows(record: MarcRecord): MarcRow[] {
  const rows: MarcRow[] = [leaderRow(record.leader)];
  const seen = new Map<string, number>();
  for (const field of record.fields) {
    const occurrence = (seen.get(field.tag) ?? 0) + 1;
    seen.set(field.tag, occurrence);
    const base = { paragrafo: field.tag, seq_paragrafo: occurrence };
    if (isControlField(field)) {
      rows.push({ ...base, indicador1: null, indicador2: null, secao: null, seq_secao: 0, descricao: field.value, pontuacao: null });
      continue;
    }
    field.subfields.forEach((s, i) => {
      const [descricao, pontuacao] = splitTrailingPunctuation(s.value);
      rows.push({ ...base, indicador1: field.ind1, indicador2: field.ind2, secao: s.code, seq_secao: i + 1, descricao, pontuacao });
    });
    // A data field without subfields still exists (and keeps its indicators).
    if (field.subfields.length === 0) {
      rows.push({ ...base, indicador1: field.ind1, indicador2: field.ind2, secao: null, seq_secao: 0, descricao: '', pontuacao: null });
    }
  }
  return rows;
}

const leaderRow = (leader: string): MarcRow => ({
  paragrafo: 'LDR', seq_paragrafo: 1, indicador1: null, indicador2: null, secao: null, seq_secao: 0, descricao: leader, pontuacao: null,
});

/**
 * Rebuilds the record from its rows. Fields come back in the order of their first row (the
 * order toMarcRows writes); subfields in `seq_secao` order.
 */
export function fromMarcRows(rows: readonly MarcRow[]): MarcRecord {
  let leader = ''.padEnd(24, ' ');
  const fields: MarcField[] = [];
  const open = new Map<string, { field: MarcDataField; order: number[] }>(); // by `${tag}#${occurrence}`
  for (const row of rows) {
    if (row.paragrafo === 'LDR') { leader = row.descricao; continue; }
    if (row.indicador1 === null && row.secao === null) {
      fields.push({ tag: row.paragrafo, value: row.descricao });
      continue;
    }
    const key = `${row.paragrafo}#${row.seq_paragrafo}`;
    let entry = open.get(key);
    if (!entry) {
      entry = { field: { tag: row.paragrafo, ind1: row.indicador1 ?? ' ', ind2: row.indicador2 ?? ' ', subfields: [] }, order: [] };
      open.set(key, entry);
      fields.push(entry.field);
    }
    if (row.secao === null) continue;
    entry.field.subfields.push({ code: row.secao, value: row.descricao + (row.pontuacao ?? '') });
    entry.order.push(row.seq_secao);
  }
  for (const { field, order } of open.values()) {
    const sorted = field.subfields.map((s, i) => ({ s, at: order[i] })).sort((a, b) => a.at - b.at);
    field.subfields = sorted.map(({ s }) => s);
  }
  return { leader, fields };
}
