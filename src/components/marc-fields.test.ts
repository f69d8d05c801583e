import { describe, expect, it } from 'vitest';
import type { MarcRow } from '../api/types';
import { toMarcFields } from './marc-fields';

const row = (paragrafo: string, seq_paragrafo: number, secao: string | null, seq_secao: number, descricao: string, pontuacao: string | null = null): MarcRow => ({
  paragrafo, seq_paragrafo, indicador1: secao ? '1' : null, indicador2: secao ? '0' : null, secao, seq_secao, descricao, pontuacao,
});

describe('toMarcFields', () => {
  it('groups subfields by tag occurrence, leader first, in MARC order', () => {
    const fields = toMarcFields([
      row('650', 2, 'a', 1, 'Birds'),
      row('245', 1, 'c', 2, 'John Smith.'),
      row('LDR', 1, null, 1, '02389cam a2200445 a 4500'),
      row('245', 1, 'a', 1, 'New Zealand birds', ' /'),
      row('650', 1, 'a', 1, 'Ornithology'),
      row('001', 1, null, 1, '12345'),
    ]);
    expect(fields.map((f) => `${f.tag}#${f.key.split('-')[1]}`)).toEqual(['LDR#1', '001#1', '245#1', '650#1', '650#2']);
    expect(fields[2]).toMatchObject({
      ind1: '1',
      ind2: '0',
      subfields: [
        { code: 'a', text: 'New Zealand birds /' },
        { code: 'c', text: 'John Smith.' },
      ],
    });
    expect(fields[1]).toMatchObject({ ind1: '', ind2: '', subfields: [{ code: null, text: '12345' }] });
  });
});
