// Turns the API's MARC answer (one row per subfield) into displayable fields.
import type { MarcRow } from '../api/types';

export interface MarcField {
  key: string;
  tag: string;
  ind1: string;
  ind2: string;
  subfields: { code: string | null; text: string }[];
}

/** Groups the API's one-row-per-subfield answer into fields, in record order. */
export function toMarcFields(rows: MarcRow[]): MarcField[] {
  const fields = new Map<string, MarcField>();
  // The leader comes first, then the fields in tag order (MARC's own order).
  const tagKey = (tag: string) => (tag === 'LDR' ? '000' : tag);
  const ordered = [...rows].sort(
    (a, b) =>
      tagKey(a.paragrafo).localeCompare(tagKey(b.paragrafo)) ||
      a.seq_paragrafo - b.seq_paragrafo ||
      a.seq_secao - b.seq_secao,
  );
  for (const row of ordered) {
    const key = `${row.paragrafo}-${row.seq_paragrafo}`;
    let field = fields.get(key);
    if (!field) {
      field = { key, tag: row.paragrafo, ind1: row.indicador1 ?? '', ind2: row.indicador2 ?? '', subfields: [] };
      fields.set(key, field);
    }
    field.subfields.push({ code: row.secao, text: `${row.descricao}${row.pontuacao ?? ''}` });
  }
  return [...fields.values()];
}
