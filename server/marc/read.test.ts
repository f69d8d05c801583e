import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenFile } from './fixtures/broken';
import { FIXTURES } from './fixtures';
import { countMarcRecords, detectFormat, readMarc, readMarcFile, type MarcReadResult } from './read';
import { isControlField, type MarcRecord } from './types';

const all = async (it: AsyncIterable<MarcReadResult>) => { const out: MarcReadResult[] = []; for await (const r of it) out.push(r); return out; };
const records = async (path: string) => (await all(readMarcFile(path))).map((r) => r.record!);
/** The subfields of the first `tag` field, as 'a=…|b=…'. */
const field = (record: MarcRecord, tag: string) => {
  const f = record.fields.find((x) => x.tag === tag);
  if (!f) return undefined;
  return isControlField(f) ? f.value : f.subfields.map((s) => `${s.code}=${s.value}`).join('|');
};

describe('reading ISO 2709', () => {
  it('decodes the MARC-8 file: diacritics that precede their letter come out composed', async () => {
    const lul = await records(FIXTURES.marc8);
    expect(lul).toHaveLength(25);
    expect(field(lul[1], '245')).toBe('a=Le divin :|b=expériences et hypothèses : études psychologiques.');
    expect(field(lul[18], '245')).toBe('a=Le Théâtre français sous Louis XIV /|c=par Eugène Despois.');
    expect(field(lul[3], '500')).toBe('a=Histoire de la Nation Française #6 par Gabriel Hanotaux.');
    expect(field(lul[3], '610')).toBe('a=Église catholique|z=France.');
    expect(field(lul[8], '260')).toBe('a=Québec, Qué. :|b=Laflamme & Proulx,|c=1907.');
    expect(lul.every((r) => r.leader[9] === 'a')).toBe(true); // the text is Unicode now
  });

  it('decodes the Latin-1 file: Portuguese ç, ã, é, Á, Ô intact', async () => {
    const biblivre = await records(FIXTURES.latin1);
    expect(biblivre).toHaveLength(25);
    expect(field(biblivre[1], '245')).toBe('a=A África de dona Biá');
    expect(field(biblivre[8], '245')).toBe('a=A doença da Terra');
    expect(field(biblivre[11], '245')).toBe('a=A criança com Deficiência Auditiva da Escola: Sostema de FM');
    expect(field(biblivre[15], '245')).toBe('a=90 idéias de jogos e atividades para a sala de aula');
    expect(field(biblivre[20], '245')).toBe('a=A casa do bode e da onça');
    expect(field(biblivre[6], '260')).toBe('a=Belo Horizonte|b=Dimensão|c=1995');
    expect(field(biblivre[22], '260')).toBe('a=SP|b=ÔZé Editora|c=2011');
  });

  it('goes on past a record with a corrupt directory and names its position', async () => {
    const results = await all(readMarc(brokenFile('directory')));
    expect(results.map((r) => r.position)).toEqual([1, 2, 3]);
    expect(results.filter((r) => r.record).map((r) => field(r.record!, '001'))).toEqual(['good-1', 'good-3']);
    const errors = results.filter((r) => r.error);
    expect(errors).toHaveLength(1);
    expect(errors[0].position).toBe(2);
    expect(errors[0].error).toMatch(/directory entry 1/);
  });

  it('goes on past a record with a corrupt leader', async () => {
    const results = await all(readMarc(brokenFile('leader')));
    expect(results.map((r) => (r.record ? 'ok' : r.error))).toEqual(['ok', expect.stringMatching(/base address/), 'ok']);
  });

  it('reports a truncated last record and keeps the ones before it', async () => {
    const file = brokenFile('directory');
    const results = await all(readMarc(file.subarray(0, file.length - 30)));
    expect(results.map((r) => (r.record ? 'ok' : r.position))).toEqual(['ok', 2, 3]);
  });

  it('cuts fields by the terminators when directory offsets count characters, not bytes', async () => {
    const [good] = await all(readMarc(brokenFile()));
    const { toIso2709 } = await import('./write');
    const bytes = toIso2709({ ...good.record!, fields: [...good.record!.fields, { tag: '500', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Ação' }] }] });
    // Rewrite the 500's directory length as a character count (2 bytes too few).
    const at = 24 + 3 * 12 + 3; // the 4th entry (001, 008, 245, 500), after its tag
    expect(bytes.toString('latin1', at - 3, at)).toBe('500');
    bytes.write(String(Number(bytes.toString('latin1', at, at + 4)) - 2).padStart(4, '0'), at, 'latin1');
    const [again] = await all(readMarc(bytes));
    expect(again.error).toBeUndefined();
    expect(field(again.record!, '500')).toBe('a=Ação');
  });
});

describe('reading MARCXML', () => {
  it('detects the format by content', () => {
    expect(detectFormat(readFileSync(FIXTURES.loc99Xml))).toBe('marcxml');
    expect(detectFormat(readFileSync(FIXTURES.loc99))).toBe('iso2709');
    expect(countMarcRecords(readFileSync(FIXTURES.loc99Xml))).toBe(99);
  });

  it('gives the same 99 records as the ISO 2709 file, field for field', async () => {
    const [iso, xml] = await Promise.all([records(FIXTURES.loc99), records(FIXTURES.loc99Xml)]);
    expect(xml).toHaveLength(99);
    expect(xml.map((r) => r.fields)).toEqual(iso.map((r) => r.fields));
  });

  it('reports a record without a leader and reads the others', async () => {
    const xml = `<collection xmlns="http://www.loc.gov/MARC21/slim">
      <record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">1</controlfield></record>
      <record><controlfield tag="001">2</controlfield></record>
      <record><leader>00000nam a2200000 a 4500</leader><datafield tag="245" ind1="0" ind2="0"><subfield code="a">A &amp; B &lt;3&gt;</subfield></datafield></record>
    </collection>`;
    const results = await all(readMarc(Buffer.from(xml)));
    expect(results.map((r) => r.error ?? 'ok')).toEqual(['ok', 'record has no leader', 'ok']);
    expect(field(results[2].record!, '245')).toBe('a=A & B <3>');
  });

  it('honours a declared ISO-8859-1 encoding', async () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><record><leader>00000nam a2200000 a 4500</leader>' +
      '<datafield tag="245" ind1="0" ind2="0"><subfield code="a">Educa\u00e7\u00e3o</subfield></datafield></record>', 'latin1');
    const [result] = await all(readMarc(xml));
    expect(field(result.record!, '245')).toBe('a=Educação');
  });
});
