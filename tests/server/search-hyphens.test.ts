/**
 * Issue 21, item 8: the index and the query agree on hyphenated numbers (year ranges, ISBNs
 * with and without hyphens, ISSNs), call numbers and hyphenated words, through the real
 * search operations (GET /api/consulta, the advanced rows, autocomplete).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { importMarcFile } from '../../server/import/import-file';
import type { MarcDataField, MarcRecord } from '../../server/marc/types';
import { toIso2709 } from '../../server/marc/write';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Result { total: number; data: { cod_acervo: number; titulo: string }[] }

const field = (tag: string, ...subfields: [string, string][]): MarcDataField =>
  ({ tag, ind1: ' ', ind2: ' ', subfields: subfields.map(([code, value]) => ({ code, value })) });
const record = (id: string, ...fields: MarcDataField[]): MarcRecord =>
  ({ leader: '00000nam a2200000 a 4500', fields: [{ tag: '001', value: id }, ...fields] });

/** Records written for this test; each title has a made-up word so its hits are its own. */
const RECORDS = [
  record('hy-1', field('245', ['a', 'Zorbuq papers :'], ['b', 'the insurrection.']),
    field('651', ['a', 'Cuba'], ['x', 'History'], ['y', 'Insurrection, 1849-1851.'])),
  record('hy-2', field('245', ['a', 'Quixlo annals, 1804–1975.'])), // an en dash, as UTF-8 sources write it
  record('hy-3', field('245', ['a', 'Vorpel handbook.']), field('020', ['a', '9788575221234 (broch.)'])),
  record('hy-4', field('245', ['a', 'Wimbrel serial.']), field('022', ['a', '1234-567X'])),
  record('hy-5', field('245', ['a', 'Lịch sử Hà-tiên.'])),
  record('hy-6', field('245', ['a', 'Địa chí Hà Tiên.'])),
  record('hy-7', field('100', ['a', 'Lévi-Strauss, Claude.']), field('245', ['a', 'Tristes tropiques.'])),
  record('hy-8', field('245', ['a', 'Glorvin poesia.']), field('090', ['a', '869.0(81)-3'], ['b', 'G562g'])),
  record('hy-9', field('245', ['a', 'Pandemia de COVID-19 no Brasil.'])),
];

describe(`hyphenated numbers and words: index and query agree (${backendName})`, () => {
  const api = visitorApp();
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-hyphens-'));
    const file = path.join(dir, 'records.mrc');
    await writeFile(file, Buffer.concat(RECORDS.map(toIso2709)));
    const summary = await importMarcFile(api.app.ctx.database, file);
    expect(summary).toMatchObject({ created: RECORDS.length, errors: [] });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const titlesFound = async (qs: string): Promise<string[]> => {
    const res = await api.get(`/api/consulta?${qs}&quantPag=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Result).data.map((d) => d.titulo);
  };
  const free = (termo: string) => titlesFound(`termo=${encodeURIComponent(termo)}`);

  // [what the record says, a query that must find it, the title it must find]
  const MUST_MATCH: [string, string, string][] = [
    ['Cuba -- History -- Insurrection, 1849-1851', 'cuba 1851', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', 'cuba 1849', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', 'cuba 1849-1851', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', 'Insurrection, 1849–1851', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', '1849 1851', 'Zorbuq papers : the insurrection'],
    ['Quixlo annals, 1804–1975', 'quixlo 1975', 'Quixlo annals, 1804–1975'],
    ['Quixlo annals, 1804–1975', 'quixlo 1804-1975', 'Quixlo annals, 1804–1975'],
    ['ISBN 9788575221234 (stored without hyphens)', '978-85-7522-123-4', 'Vorpel handbook'],
    ['ISBN 9788575221234', '9788575221234', 'Vorpel handbook'],
    ['ISSN 1234-567X', '1234-567X', 'Wimbrel serial'],
    ['ISSN 1234-567X', '1234567x', 'Wimbrel serial'],
    ['ISSN 1234-567X', '1234', 'Wimbrel serial'],
    ['Lịch sử Hà-tiên', 'Hà-tiên', 'Lịch sử Hà-tiên'],
    ['Lịch sử Hà-tiên', 'ha tien', 'Lịch sử Hà-tiên'],
    ['Địa chí Hà Tiên', 'Hà-tiên', 'Địa chí Hà Tiên'],
    ['Lévi-Strauss, Claude', 'Lévi-Strauss', 'Tristes tropiques'],
    ['Lévi-Strauss, Claude', 'levi strauss tropiques', 'Tristes tropiques'],
    ['Lévi-Strauss, Claude', 'strauss', 'Tristes tropiques'],
    ['call number 869.0(81)-3 G562g', '869.0(81)-3', 'Glorvin poesia'],
    ['call number 869.0(81)-3 G562g', 'glorvin 869.0(81) 3', 'Glorvin poesia'],
    ['Pandemia de COVID-19 no Brasil', 'covid 19', 'Pandemia de COVID-19 no Brasil'],
    ['Pandemia de COVID-19 no Brasil', 'COVID-19', 'Pandemia de COVID-19 no Brasil'],
  ];
  it.each(MUST_MATCH)('%s is found by "%s"', async (_, query, title) => {
    expect(await free(query)).toContain(title);
  });

  // [what the record says, a query that must not find it, the title it must not find]
  const MUST_NOT_MATCH: [string, string, string][] = [
    ['Cuba -- History -- Insurrection, 1849-1851', 'cuba 1852', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', 'cuba 1849-1852', 'Zorbuq papers : the insurrection'],
    ['Cuba -- History -- Insurrection, 1849-1851', 'zorbuq -1851', 'Zorbuq papers : the insurrection'], // a leading hyphen still excludes
    ['ISBN 9788575221234', '978-85-7522-123-5', 'Vorpel handbook'],
    ['Địa chí Hà Tiên', 'Hà-nội', 'Địa chí Hà Tiên'],
  ];
  it.each(MUST_NOT_MATCH)('%s is not found by "%s"', async (_, query, title) => {
    expect(await free(query)).not.toContain(title);
  });

  it('finds a year range of a real record by one of its years, by subject and in the advanced form', async () => {
    // LoC record of the seeded demo: "Ireland -- History -- Civil War, 1922-1923 -- Biography".
    const irish = "Ernie O'Malley : IRA intellectual";
    expect(await free('ireland civil war 1923')).toContain(irish);
    expect(await titlesFound(`termo=${encodeURIComponent('ireland 1922-1923')}&tipo=assunto`)).toContain(irish);
    expect(await titlesFound(`campo=assunto&valor=${encodeURIComponent('civil war 1922')}&operador=E`)).toContain(irish);
    expect(await titlesFound(`campo=titulo&valor=${encodeURIComponent('Old West 1890')}&operador=E`)).toContain('The new South and the Old West, 1866-1890');
  });

  it('finds a real record by its ISBN typed with hyphens, and an ISBN-10 ending in X', async () => {
    expect(await free('978-1-59298-349-0')).toContain('Flying over the golden arches');
    expect(await free('0-8118-7687-X')).toContain('Giant pop-out safari');
    expect(await titlesFound('campo=isbn&valor=0-8118-7687-X&operador=E')).toContain('Giant pop-out safari');
  });

  it('ranks with the same reading: a sorted-by-relevance page holds the match', async () => {
    const res = await api.get(`/api/consulta?termo=${encodeURIComponent('1849-1851')}&ordenacao=C`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Result).data.map((d) => d.titulo)).toContain('Zorbuq papers : the insurrection');
  });

  it('completes a title from the second year of its range', async () => {
    const res = await api.get(`/api/consulta/autocompletar?termo=${encodeURIComponent('south old west 1890')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { texto: string }[]).map((c) => c.texto)).toContain('The new South and the Old West, 1866-1890');
  });

  it('links an authority whose heading holds a year range to the titles carrying it', async () => {
    const heading = 'Ireland -- History -- Civil War, 1922-1923 -- Biography';
    const [{ id }] = await queryRows<{ id: number }>(api.app.ctx.database.db, sql`
      INSERT INTO autoridade (numero_controle, tipo, cabecalho, marc) VALUES ('test-hyphens', 'assunto', ${heading},
        ${JSON.stringify({ leader: '00000nz  a2200000n  4500', fields: [{ tag: '150', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: heading }] }] })}::jsonb)
      RETURNING cod_autoridade AS id`);
    const res = await api.get(`/api/autoridade/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { titulos: { titulo: string }[] }).titulos.map((t) => t.titulo)).toContain("Ernie O'Malley : IRA intellectual");
  });
});
