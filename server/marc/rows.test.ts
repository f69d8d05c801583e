import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { readMarc } from './read';
import { fromMarcRows, toMarcRows } from './rows';
import type { MarcRecord } from './types';

const recordsOf = async (path: string) => { const out: MarcRecord[] = []; for await (const r of readMarc(readFileSync(path))) out.push(r.record!); return out; };

describe('MARC rows view', () => {
  it('lists the leader, control fields and subfields with their punctuation apart', async () => {
    const [first] = await recordsOf(FIXTURES.marc8);
    const rows = toMarcRows(first);
    expect(rows[0]).toEqual({ paragrafo: 'LDR', seq_paragrafo: 1, indicador1: null, indicador2: null, secao: null, seq_secao: 0, descricao: first.leader, pontuacao: null });
    expect(rows.find((r) => r.paragrafo === '001')).toMatchObject({ indicador1: null, secao: null, seq_secao: 0, descricao: '01-0211801', pontuacao: null });
    expect(rows.filter((r) => r.paragrafo === '245')).toEqual([
      { paragrafo: '245', seq_paragrafo: 1, indicador1: '0', indicador2: '2', secao: 'a', seq_secao: 1, descricao: "L'autre monde, mythes et légendes", pontuacao: ' :' },
      { paragrafo: '245', seq_paragrafo: 1, indicador1: '0', indicador2: '2', secao: 'b', seq_secao: 2, descricao: 'le purgatoire de Saint Patrice', pontuacao: '.' },
    ]);
    expect(rows.filter((r) => r.paragrafo === '650').map((r) => [r.seq_paragrafo, r.indicador1, r.descricao])).toEqual([
      [1, ' ', 'Purgatoire'], [2, ' ', 'Patrice, Saint, 373?-463?'],
    ]);
    expect(rows.find((r) => r.paragrafo === '260' && r.secao === 'b')).toMatchObject({ descricao: 'Champion', pontuacao: ',' });
  });

  it('rebuilds every record from its rows', async () => {
    for (const path of [FIXTURES.loc99, FIXTURES.marc8, FIXTURES.latin1, FIXTURES.lcnaf150]) {
      for (const record of await recordsOf(path)) expect(fromMarcRows(toMarcRows(record))).toEqual(record);
    }
  });
});
