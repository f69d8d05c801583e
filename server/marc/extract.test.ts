import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractTitle } from './extract';
import { FIXTURES } from './fixtures';
import { goodRecord } from './fixtures/broken';
import { IDIOMAS } from './languages';
import { readMarc } from './read';
import { TIPOS_OBRA, tipoObraDe } from './work-types';
import type { MarcDataField, MarcField, MarcRecord } from './types';

const recordsOf = async (path: string) => { const out: MarcRecord[] = []; for await (const r of readMarc(readFileSync(path))) out.push(r.record!); return out; };
const df = (tag: string, ind: string, ...subfields: [string, string][]): MarcDataField =>
  ({ tag, ind1: ind[0], ind2: ind[1], subfields: subfields.map(([code, value]) => ({ code, value })) });
const withFields = (leader: string, ...fields: MarcField[]): MarcRecord => ({ leader, fields: [...goodRecord('x1', 'T').fields, ...fields] });

describe('extractTitle', () => {
  it('extracts a known LoC record', async () => {
    const scholes = (await recordsOf(FIXTURES.loc99))[1];
    const title = extractTitle(scholes);
    expect(title).toMatchObject({
      numeroControle: '16614942', codTipoObra: 1, titulo: 'Paul Scholes : the biography', autor: 'Moss, Simon',
      anoPublicacao: 2010, idioma: 'eng', isbn: ['9781844549511', '1844549518'], classificacao: '796.334092',
      editora: 'John Blake', localPublicacao: 'London', notas: ['Originally published: 2009.'],
      acessoRemoto: null, possuiAcessibilidade: false, linkCapa: null,
    });
    expect(title.assuntos).toEqual([
      'Scholes, Paul', 'Manchester United (Soccer team)',
      'Soccer players -- Great Britain -- Biography', 'Soccer players -- England -- Manchester -- Biography',
    ]);
    expect(title.dadosAdicionais).toMatchObject({ A: ['Moss, Simon'], G: ['Great Britain', 'England', 'Manchester'], F: ['Biography'], C: ['700'], E: ['John Blake'] });
    expect(title.marc).toBe(scholes);
  });

  it('extracts a MARC-8 French record, ISBD punctuation trimmed', async () => {
    const title = extractTitle((await recordsOf(FIXTURES.marc8))[1]);
    expect(title).toMatchObject({
      numeroControle: '01-0211806', titulo: 'Le divin : expériences et hypothèses : études psychologiques',
      autor: 'Hébert, Marcel, 1851-1916', anoPublicacao: 1907, idioma: 'fre', editora: 'Alcan', localPublicacao: 'Paris',
      assuntos: ['Théophanies'], descricaoFisica: '316 p.',
    });
  });

  it('extracts a Latin-1 record without ISBD punctuation, putting " : " back before $b', async () => {
    const [first, second] = await recordsOf(FIXTURES.latin1);
    expect(extractTitle(first)).toMatchObject({ titulo: 'Adivinhe quem sou eu : Selvagens e perigosos', anoPublicacao: 2011, localPublicacao: 'São Paulo' });
    expect(extractTitle(second)).toMatchObject({ titulo: 'A África de dona Biá', autor: 'Ferreira, Fabio Gonçalves', idioma: 'por', serie: ['Coleção Temas Transversais'] });
  });

  it('gives identical titles for the 99 LoC records from ISO 2709 and from MARCXML', async () => {
    const [iso, xml] = await Promise.all([recordsOf(FIXTURES.loc99), recordsOf(FIXTURES.loc99Xml)]);
    const pick = (r: MarcRecord) => { const t = extractTitle(r); return [t.numeroControle, t.titulo, t.autor, t.anoPublicacao]; };
    expect(xml.map(pick)).toEqual(iso.map(pick));
    expect(new Set(iso.map((r) => extractTitle(r).titulo)).size).toBeGreaterThan(90);
  });

  it('prefixes 001 with 003, and falls back to 035, 020 and a hash of the title', () => {
    const base = goodRecord('123', 'Um título');
    expect(extractTitle({ ...base, fields: [...base.fields, { tag: '003', value: 'BR-SpUSP' }] }).numeroControle).toBe('BR-SpUSP:123');
    const no001 = base.fields.filter((f) => f.tag !== '001');
    expect(extractTitle({ ...base, fields: [...no001, df('035', '  ', ['a', '(OCoLC)42']), df('020', '  ', ['a', '85-359-0277-5'])] }).numeroControle).toBe('(OCoLC)42');
    expect(extractTitle({ ...base, fields: [...no001, df('020', '  ', ['a', '85-359-0277-5 (broch.)'])] }).numeroControle).toBe('isbn:8535902775');
    const hashed = extractTitle({ ...base, fields: no001 }).numeroControle;
    expect(hashed).toMatch(/^sha1:[0-9a-f]{20}$/);
    expect(extractTitle({ ...base, fields: no001 }).numeroControle).toBe(hashed);
  });

  it('refuses a record without any title, saying so', () => {
    expect(() => extractTitle({ leader: '00000nam a2200000 a 4500', fields: [{ tag: '001', value: '9' }] })).toThrow(/no title/);
  });

  it('marks online, covers, accessibility, ISSN and content type', () => {
    const t = extractTitle(withFields('00000cas a2200000 a 4500',
      df('022', '0 ', ['a', '0378-5955']), df('336', '  ', ['a', 'text'], ['b', 'txt']),
      df('856', '40', ['u', 'https://example.org/journal']), df('856', '42', ['3', 'Capa'], ['u', 'https://example.org/c']),
      df('341', '0 ', ['a', 'textual'])));
    expect(t).toMatchObject({ codTipoObra: 2, issn: ['0378-5955'], tipoContido: 'text', acessoRemoto: 'cr', linkCapa: 'https://example.org/c', possuiAcessibilidade: true });
    expect(extractTitle(withFields('00000nam a2200000 a 4500', { tag: '007', value: 'cr |||||||||||' })).acessoRemoto).toBe('cr');
    expect(extractTitle(withFields('00000nam a2200000 a 4500', df('856', '42', ['u', 'https://example.org/about']))).acessoRemoto).toBeNull();
  });
});

describe('types of work and languages', () => {
  it('derives the type of work from Leader/06-07 and 502', () => {
    const tipo = (leader67: string, ...fields: MarcField[]) => tipoObraDe({ leader: `00000n${leader67} a2200000 a 4500`, fields });
    expect([tipo('am'), tipo('as'), tipo('em'), tipo('cm'), tipo('jm'), tipo('gm'), tipo('mm'), tipo('pc'), tipo('tm'), tipo('ab'), tipo('km'), tipo('ai')])
      .toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15]);
    expect(tipo('am', df('502', '  ', ['a', 'Tese (doutorado)']))).toBe(11);
    const codes = TIPOS_OBRA.map((t) => t.codigo);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names every language of the demo data in Portuguese', () => {
    for (const code of ['por', 'eng', 'spa', 'fre', 'ger', 'ita', 'jpn', 'mao', 'lat', 'chi', 'rus', 'und', 'mul', 'rar', 'smo', 'ton', 'zxx']) {
      expect(IDIOMAS[code], code).toBeTruthy();
    }
    expect(IDIOMAS.fre).toBe('Francês');
  });
});
