import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractAuthority, isAuthority } from './authority';
import { FIXTURES } from './fixtures';
import { readMarc } from './read';
import type { MarcRecord } from './types';

const recordsOf = async (path: string) => { const out: MarcRecord[] = []; for await (const r of readMarc(readFileSync(path))) out.push(r.record!); return out; };

describe('extractAuthority', () => {
  it('types name authorities by their 1XX tag (and a name with a title as a uniform title)', async () => {
    const lcnaf = await recordsOf(FIXTURES.lcnaf150);
    expect(lcnaf.every(isAuthority)).toBe(true);
    const at = (n: number) => extractAuthority(lcnaf[n - 1]);
    expect(at(1)).toMatchObject({ numeroControle: 'DLC:n  00000491', tipo: 'pessoa', cabecalho: 'Smith, E. White', notas: ['Vireya rhododendrons, c1997: t.p. (E. White Smith)'] });
    expect(at(3)).toMatchObject({ tipo: 'pessoa', cabecalho: 'Smith, Chris, 1966-', ver: ['Smith, Christopher J., 1966-'] });
    expect(at(28)).toMatchObject({ tipo: 'titulo_uniforme', cabecalho: 'Thomas, Heather Smith, 1944- Guide to raising beef cattle' });
    expect(at(62)).toMatchObject({ tipo: 'instituicao', cabecalho: 'COSALC Project' });
    expect(at(69).tipo).toBe('titulo_uniforme');
    expect(at(93).tipo).toBe('evento');
    expect(at(101)).toMatchObject({ tipo: 'assunto_geografico', cabecalho: 'Stuyvesant Town (New York, N.Y.)' });
  });

  it('reads subject headings with see and see-also references, subdivisions after " -- "', async () => {
    const lcsh = await recordsOf(FIXTURES.lcsh40);
    expect(extractAuthority(lcsh[0])).toMatchObject({
      numeroControle: 'DLC:sh2009004630', tipo: 'assunto', cabecalho: "Children's literature, Central American",
      ver: ["Central American children's literature"], verTambem: ['Central American literature'],
    });
    expect(extractAuthority(lcsh[2]).cabecalho).toBe('Romances, Latin (Medieval and modern) -- Appreciation');
    expect(extractAuthority(lcsh[33])).toMatchObject({ tipo: 'assunto_geografico', verTambem: ['Plateaus -- Nigeria'] });
  });

  it('maps the subdivision and chronological records of spec §3', () => {
    const tipo = (tag: string) => extractAuthority({ leader: '00000nz  a2200000n  4500', fields: [
      { tag: '001', value: tag }, { tag, ind1: ' ', ind2: ' ', subfields: [{ code: tag === '148' ? 'a' : 'x', value: 'Termo' }] },
    ] }).tipo;
    expect(['148', '155', '180', '181', '182', '185', '130', '111'].map(tipo)).toEqual([
      'termo_cronologico', 'genero_forma', 'subdivisao_geral', 'subdivisao_geografica', 'subdivisao_cronologica',
      'subdivisao_genero', 'titulo_uniforme', 'evento',
    ]);
  });
});
