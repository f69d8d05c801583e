// Items from MARC (issue 23 item 1): each export shape on real records (Koha 952, Evergreen
// 852, SirsiDynix 999, Evergreen/Unicorn 949), MFHD linked by 004, a mapping file; the
// summary names the shape; a re-import updates by barcode and keeps loans and holds; a
// moved barcode; skipped items with reasons; a refused item leaves no half-written record.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runImportCli } from '../../server/import/cli-import';
import { importMarcFile, itemsOptionFrom } from '../../server/import/import-file';
import { FIXTURES } from '../../server/marc/fixtures';
import { toIso2709 } from '../../server/marc/write';
import type { MarcDataField, MarcRecord } from '../../server/marc/types';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

interface Copy {
  cod_exemplar: number; cod_acervo: number; numero_controle: string; desc_biblioteca: string; localizacao: string | null;
  numero_chamada: string | null; tipo_emprestimo: string; colecao: string | null; situacao: string; volume: string | null; data_aquisicao: string | null;
}

const field = (tag: string, subfields: [string, string][], ind1 = ' ', ind2 = ' '): MarcDataField =>
  ({ tag, ind1, ind2, subfields: subfields.map(([code, value]) => ({ code, value })) });
const bib = (id: string, title: string, ...fields: MarcDataField[]): MarcRecord =>
  ({ leader: '00000nam a2200000 a 4500', fields: [{ tag: '001', value: id }, { tag: '003', value: 'TEST' }, field('245', [['a', title]], '1', '0'), ...fields] });
const holdingsRecord = (id: string, bibId: string, ...fields: MarcDataField[]): MarcRecord =>
  ({ leader: '00000nx  a2200000   4500', fields: [{ tag: '001', value: id }, { tag: '003', value: 'TEST' }, { tag: '004', value: bibId }, ...fields] });

describe(`items from MARC exports (${backendName})`, () => {
  let app: FastifyInstance;
  let dir: string;
  const db = () => app.ctx.database;
  const run = (text: string) => db().db.execute(sql.raw(text));
  const copies = (where: string) => queryRows<Copy>(db().db, sql.raw(`
    SELECT e.cod_exemplar, e.cod_acervo, a.numero_controle, b.desc_biblioteca, e.localizacao, e.numero_chamada, e.tipo_emprestimo,
      e.colecao, e.situacao, e.volume, e.data_aquisicao::text AS data_aquisicao
    FROM exemplar e JOIN acervo a USING (cod_acervo) JOIN biblioteca b USING (cod_biblioteca) WHERE ${where} ORDER BY e.codigo_barras`));
  const byBarcode = async (barcode: string) => (await copies(`e.codigo_barras = '${barcode}'`))[0];
  const file = async (name: string, records: MarcRecord[]) => {
    const target = path.join(dir, name);
    await writeFile(target, Buffer.concat(records.map(toIso2709)));
    return target;
  };

  beforeAll(async () => {
    app = await testApp();
    dir = await mkdtemp(path.join(tmpdir(), 'items-import-'));
    // A library's own copies carry labels (the demo's go by their number): the Koha file's
    // barcodes 1…6 are then nobody's, as in a library switching over.
    await run(`UPDATE exemplar SET codigo_barras = 'DEMO-' || cod_exemplar WHERE codigo_barras IS NULL`);
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('Koha 952: recognises the shape, creates the copies with barcode, library, location, call number, and the new libraries', async () => {
    const summary = await importMarcFile(db(), FIXTURES.kohaItems, { createLoanTypes: true });
    expect(summary).toMatchObject({ read: 6, created: 6, skipped: 0 });
    // Lessig's fifth copy has no $p: skipped, the rest are created.
    expect(summary.items).toMatchObject({ shape: 'Koha 952 (recognised)', created: 9, updated: 0, moved: 0, skipped: 1, reasons: { 'no barcode': 1 } });
    expect(summary.items.libraries).toEqual(expect.arrayContaining(['MPL', 'CPL', 'FFL', 'FPL']));
    expect(summary.items.locations).toEqual(expect.arrayContaining(['GEN', 'NEW']));
    expect(summary.items.collections).toEqual(['FIC']);
    expect(summary.items.loanTypes).toContain('BK');
    // Lessig, "Code" (001 000242241): copies in three home libraries ($a).
    expect(await byBarcode('0479876576')).toMatchObject({
      numero_controle: '000242241', desc_biblioteca: 'CPL', localizacao: null, numero_chamada: '303.4833', tipo_emprestimo: 'BK', data_aquisicao: '2011-06-17',
      // $q 2012-09-05: Koha has it on loan.
      situacao: 'emprestado',
    });
    expect(await byBarcode('2')).toMatchObject({ situacao: 'disponivel' });
    expect(summary.items.states).toEqual({ disponivel: 6, emprestado: 2, extraviado: 1 });
    expect(summary.items.statusValues).toEqual(expect.arrayContaining([
      { source: '952 $1', value: '(set)', state: 'extraviado', unknown: false, copies: 1 },
      { source: '952 $q', value: '(set)', state: 'emprestado', unknown: false, copies: 2 },
    ]));
    expect(await byBarcode('2')).toMatchObject({ numero_controle: '000242241', desc_biblioteca: 'FFL', localizacao: 'NEW', numero_chamada: '303.4833' });
    expect(await byBarcode('TEST22222')).toMatchObject({ desc_biblioteca: 'MPL', colecao: 'FIC', numero_chamada: null });
    // $1 (lost) = 1 on TEST3333.
    expect(await byBarcode('TEST3333')).toMatchObject({ situacao: 'extraviado' });
    // The title's copies page lists them like seeded ones.
    const code = (await byBarcode('2')).cod_acervo;
    const page = await app.inject({ url: `/api/acervo/${code}/exemplares`, headers: bearer((await login(app, 'aluno')).access_token) });
    expect(page.statusCode).toBe(200);
    expect(page.json().map((c: { desc_biblioteca: string }) => c.desc_biblioteca).sort()).toEqual(['CPL', 'CPL', 'FFL', 'FPL']);
  });

  it('Evergreen 852 $p (MARC 21 preset): library $b, location $c, call number $j', async () => {
    const summary = await importMarcFile(db(), FIXTURES.evergreen852);
    expect(summary.items).toMatchObject({ shape: 'MARC 21 852 with 876–878 (recognised)', created: 3, skipped: 0 });
    expect(await byBarcode('11223344')).toMatchObject({ numero_controle: '13683783', desc_biblioteca: 'BR1', localizacao: 'Stacks', numero_chamada: 'G4362.C6C5 s250.C37' });
  });

  it('SirsiDynix 999 (MARC-8): library $m, location $l, call number $a, item type $t; one record with several volumes', async () => {
    const summary = await importMarcFile(db(), FIXTURES.sirsi999, { createLoanTypes: true });
    expect(summary.items.shape).toBe('SirsiDynix 999 (recognised)');
    // Withdrawn and lost copies come in as such (issue 35 item 4), none skipped.
    expect(summary.items).toMatchObject({ created: 26, skipped: 0, states: { disponivel: 23, baixado: 2, extraviado: 1 } });
    expect(await byBarcode('X000907389')).toMatchObject({ situacao: 'extraviado' });
    expect(await byBarcode('X004415427')).toMatchObject({ situacao: 'baixado' });
    expect(await byBarcode('X000911909')).toMatchObject({ numero_controle: 'SIRSI:u2', desc_biblioteca: 'ALDERMAN', localizacao: 'ALD-STKS', numero_chamada: 'PN241.5 .S65 F4 1983', tipo_emprestimo: 'BOOK', data_aquisicao: '1996-06-28' });
    expect(await byBarcode('X001353032')).toMatchObject({ desc_biblioteca: 'IVY', localizacao: 'IVYANNEX' });
    expect((await copies(`a.numero_controle = 'SIRSI:u55'`)).length).toBeGreaterThan(2);
  });

  it('Evergreen/Unicorn 949 on real records, chosen by preset name', async () => {
    const summary = await importMarcFile(db(), FIXTURES.marc8, { items: await itemsOptionFrom('949'), createLoanTypes: true });
    expect(summary.items).toMatchObject({ shape: 'SirsiDynix/Evergreen 949 (chosen)', created: 36, skipped: 0 });
    expect(await byBarcode('30007006033608')).toMatchObject({ numero_controle: '01-0211801', desc_biblioteca: 'DESMARAIS', localizacao: 'DESM-CIR', numero_chamada: 'BL 545 F4', tipo_emprestimo: 'BOOKS', situacao: 'disponivel' });
  });

  it('a file without items says so, and imports its titles', async () => {
    const out: string[] = [];
    await runImportCli(db(), [FIXTURES.loc99], { write: (t: string) => out.push(t) });
    expect(out.join('')).toContain('items: none found');
  });

  it('MFHD in a separate file: linked by 004 to the title, 852 places, 876 gives each copy; an unknown 004 is reported', async () => {
    await importMarcFile(db(), await file('bibs.mrc', [bib('mfhd-b1', 'Holdings title one'), bib('mfhd-b2', 'Holdings title two')]));
    const summary = await importMarcFile(db(), await file('mfhd.mrc', [
      holdingsRecord('h1', 'mfhd-b1', field('852', [['a', 'Biblioteca Central'], ['c', 'Estante 12'], ['h', 'QA76.73'], ['i', '.J38 2020']], '0'),
        field('876', [['p', 'MFHD-0001'], ['d', '20200115']]), field('876', [['p', 'MFHD-0002'], ['3', 'v. 2']])),
      holdingsRecord('h2', 'mfhd-b2', field('852', [['a', 'Biblioteca Central'], ['b', 'Setorial Norte'], ['c', 'Periódicos']]), field('876', [['p', 'MFHD-0003']])),
      holdingsRecord('h3', 'no-such-title', field('852', [['a', 'X']]), field('876', [['p', 'MFHD-0004']])),
    ]));
    expect(summary).toMatchObject({ read: 3, created: 0, updated: 0 });
    expect(summary.items).toMatchObject({ shape: 'MARC 21 Holdings records (MFHD) linked by 004 (recognised)', created: 3, skipped: 1 });
    expect(Object.keys(summary.items.reasons)).toEqual(['holdings record for a title not in the catalogue (004 no-such-title)']);
    expect(await byBarcode('MFHD-0001')).toMatchObject({ numero_controle: 'TEST:mfhd-b1', desc_biblioteca: 'Biblioteca Central', localizacao: 'Estante 12', numero_chamada: 'QA76.73 .J38 2020', data_aquisicao: '2020-01-15' });
    expect(await byBarcode('MFHD-0002')).toMatchObject({ volume: 'v. 2' });
    expect(await byBarcode('MFHD-0003')).toMatchObject({ numero_controle: 'TEST:mfhd-b2', desc_biblioteca: 'Setorial Norte', localizacao: 'Periódicos' });
    // Holdings records never become titles.
    expect((await queryRows<{ n: number }>(db().db, sql`SELECT count(*)::int AS n FROM acervo WHERE numero_controle LIKE 'TEST:h%'`))[0].n).toBe(0);
  });

  it('MFHD in the same file as its titles, before them: linked all the same; importing it again updates', async () => {
    const records = [
      holdingsRecord('h9', 'mfhd-same', field('852', [['b', 'Setorial Sul'], ['j', 'LOCAL 7']]), field('876', [['p', 'MFHD-SAME-1']])),
      bib('mfhd-same', 'Title after its holdings'),
    ];
    const first = await importMarcFile(db(), await file('same.mrc', records));
    expect(first).toMatchObject({ read: 2, created: 1, skipped: 0 });
    expect(first.items).toMatchObject({ shape: 'MARC 21 Holdings records (MFHD) linked by 004 (recognised)', created: 1 });
    expect(await byBarcode('MFHD-SAME-1')).toMatchObject({ numero_controle: 'TEST:mfhd-same', desc_biblioteca: 'Setorial Sul', numero_chamada: 'LOCAL 7' });
    const again = await importMarcFile(db(), await file('same.mrc', records));
    expect(again.items).toMatchObject({ created: 0, updated: 1, moved: 0 });
  });

  it('a mapping file reads any other single-tag shape; a bad mapping is refused with what is wrong', async () => {
    const mapping = path.join(dir, 'mapping.json');
    await writeFile(mapping, JSON.stringify({
      tag: '945', subfields: { barcode: 'b', library: 'l', location: 's', callNumber: 'c', loanType: 't' },
      status: { subfield: 'z', values: { ok: 'disponivel', ref: 'consulta_local', gone: 'extraviado' } },
    }));
    const records = [bib('map-1', 'Mapped title',
      field('945', [['b', 'MAP-1'], ['l', 'Biblioteca Setorial'], ['s', 'Sala 2'], ['c', '981 S237'], ['t', 'livro'], ['z', 'ok']]),
      field('945', [['b', 'MAP-2'], ['l', 'Biblioteca Setorial'], ['z', 'ref']]),
      field('945', [['b', 'MAP-3'], ['z', 'weird']]),
      field('945', [['l', 'Biblioteca Setorial']]))];
    const summary = await importMarcFile(db(), await file('mapped.mrc', records), { items: await itemsOptionFrom(mapping), createLoanTypes: true });
    // An unknown status value is imported out of circulation and reported, never as available.
    expect(summary.items).toMatchObject({ shape: 'mapping mapping.json (mapping)', created: 3, skipped: 1, reasons: { 'no barcode': 1 } });
    expect(await byBarcode('MAP-3')).toMatchObject({ situacao: 'em_processamento' });
    expect(summary.items.statusValues).toContainEqual({ source: '945 $z', value: 'weird', state: 'em_processamento', unknown: true, copies: 1 });
    expect(await byBarcode('MAP-1')).toMatchObject({ desc_biblioteca: 'Biblioteca Setorial', localizacao: 'Sala 2', numero_chamada: '981 S237', tipo_emprestimo: 'livro', situacao: 'disponivel' });
    expect(await byBarcode('MAP-2')).toMatchObject({ situacao: 'consulta_local', tipo_emprestimo: 'consulta local' });
    await writeFile(mapping, JSON.stringify({ tag: '945', subfields: { library: 'l' } }));
    await expect(itemsOptionFrom(mapping)).rejects.toThrow('"subfields.barcode" is required');
    await expect(itemsOptionFrom('pica')).rejects.toThrow('neither a preset');
  });

  it('skips items without barcode and a barcode repeated in the file, with reasons', async () => {
    const summary = await importMarcFile(db(), await file('dups.mrc', [
      bib('dup-1', 'Duplicates one', field('952', [['p', 'DUP-1'], ['a', 'MPL']]), field('952', [['a', 'MPL']])),
      bib('dup-2', 'Duplicates two', field('952', [['p', 'DUP-1'], ['a', 'CPL']])),
    ]));
    expect(summary.items).toMatchObject({ created: 1, skipped: 2, reasons: { 'no barcode': 1, 'duplicate barcode in the file': 1 } });
    expect(await byBarcode('DUP-1')).toMatchObject({ numero_controle: 'TEST:dup-1', desc_biblioteca: 'MPL' });
    expect(summary.notices.map((n) => n.message)).toContain('item DUP-1 skipped: duplicate barcode in the file');
  });

  it('a title whose every copy was withdrawn returns to harvesters when a re-import brings it a copy', async () => {
    const admin = bearer((await login(app, 'administrador')).access_token);
    await importMarcFile(db(), await file('tomb-1.mrc', [bib('tomb-1', 'Withdrawn then back', field('952', [['p', 'TOMB-0001'], ['a', 'MPL']]))]));
    const copy = await byBarcode('TOMB-0001');
    const out = await app.inject({ method: 'POST', url: `/api/balcao/exemplares/${copy.cod_exemplar}/baixa`, headers: admin, payload: { motivo: 'Descarte' } });
    expect(out.statusCode).toBe(200);
    const tombstone = () => queryRows(db().db, sql`SELECT cod_acervo FROM acervo_excluido WHERE cod_acervo = ${copy.cod_acervo}`);
    expect(await tombstone()).toHaveLength(1);
    await importMarcFile(db(), await file('tomb-2.mrc', [bib('tomb-1', 'Withdrawn then back', field('952', [['p', 'TOMB-0001'], ['a', 'MPL']]), field('952', [['p', 'TOMB-0002'], ['a', 'MPL']]))]));
    expect(await tombstone()).toHaveLength(0);
  });

  it('a re-import that changes a location keeps the loan and the hold on it; a moved barcode is moved and reported', async () => {
    const staff = bearer((await login(app, 'bibliotecario')).access_token);
    const first = await file('loaned.mrc', [bib('loan-1', 'A title lent and held', field('952', [['p', 'LOAN-0001'], ['a', 'MPL'], ['c', 'GEN'], ['o', '001.4 A1']])),
      bib('loan-2', 'Another title', field('952', [['p', 'MOVE-0001'], ['a', 'MPL']]))]);
    await importMarcFile(db(), first);
    const copy = await byBarcode('LOAN-0001');
    // The desk lends it by the imported barcode; another patron then holds the title.
    const out = await app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'aluno', codigo_barras: 'LOAN-0001' } });
    expect(out.statusCode).toBe(201);
    const helena = bearer((await login(app, 'professor')).access_token);
    const [option] = (await app.inject({ url: `/api/reserva/${copy.cod_acervo}/informacoes-iniciais`, headers: helena })).json().opcoes;
    const held = await app.inject({ method: 'POST', url: '/api/reserva', headers: helena, payload: {
      cod_acervo: copy.cod_acervo, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte,
      material_adicional: option.material_adicional, localizacao: option.localizacao } });
    expect(held.statusCode).toBe(201);
    const before = await queryRows<{ cod_emprestimo: number; data_devolucao_prevista: string }>(db().db, sql`
      SELECT cod_emprestimo, data_devolucao_prevista::text FROM emprestimo WHERE cod_exemplar = ${copy.cod_exemplar} AND data_devolucao IS NULL`);
    expect(before).toHaveLength(1);

    const again = await importMarcFile(db(), await file('loaned-2.mrc', [
      bib('loan-1', 'A title lent and held', field('952', [['p', 'LOAN-0001'], ['a', 'MPL'], ['c', 'NEW'], ['o', '001.4 A1b']]), field('952', [['p', 'MOVE-0001'], ['a', 'CPL']])),
    ]));
    expect(again).toMatchObject({ created: 0, updated: 1 });
    expect(again.items).toMatchObject({ created: 0, updated: 1, moved: 1 });
    expect(again.notices.map((n) => n.message)).toContain('item MOVE-0001 moved from record TEST:loan-2 to TEST:loan-1');
    const after = await byBarcode('LOAN-0001');
    expect(after).toMatchObject({ cod_exemplar: copy.cod_exemplar, localizacao: 'NEW', numero_chamada: '001.4 A1b', situacao: 'emprestado' });
    expect(await queryRows(db().db, sql`
      SELECT cod_emprestimo, data_devolucao_prevista::text FROM emprestimo WHERE cod_exemplar = ${copy.cod_exemplar} AND data_devolucao IS NULL`)).toEqual(before);
    const holds = (await app.inject({ url: '/api/reserva', headers: helena })).json() as { cod_acervo: number; situacao: string }[];
    expect(holds.filter((h) => h.cod_acervo === copy.cod_acervo)).toHaveLength(1);
    expect(await byBarcode('MOVE-0001')).toMatchObject({ numero_controle: 'TEST:loan-1', desc_biblioteca: 'CPL' });
    // The copy comes back at the desk by its barcode too.
    expect((await app.inject({ method: 'POST', url: '/api/balcao/devolucoes', headers: staff, payload: { codigo_barras: 'LOAN-0001' } })).statusCode).toBe(200);
  });

  it('a transaction per record: an item the database refuses leaves neither the record nor its other copies', async () => {
    await run(`ALTER TABLE exemplar ADD CONSTRAINT test_refuse CHECK (localizacao IS DISTINCT FROM 'REFUSED')`);
    try {
      const summary = await importMarcFile(db(), await file('refused.mrc', [
        bib('tx-1', 'Kept whole', field('952', [['p', 'TX-1'], ['a', 'MPL']])),
        bib('tx-2', 'Refused whole', field('952', [['p', 'TX-2'], ['a', 'MPL']]), field('952', [['p', 'TX-3'], ['a', 'MPL'], ['c', 'REFUSED']])),
        bib('tx-3', 'Kept too', field('952', [['p', 'TX-4'], ['a', 'MPL']])),
      ]));
      expect(summary).toMatchObject({ read: 3, created: 2, skipped: 1 });
      expect(summary.errors).toEqual([{ position: 2, reason: expect.stringContaining('database refused the record') }]);
      expect(summary.items.created).toBe(2);
      expect((await copies(`e.codigo_barras LIKE 'TX-%'`)).map((c) => c.numero_controle)).toEqual(['TEST:tx-1', 'TEST:tx-3']);
      expect(await queryRows(db().db, sql`SELECT 1 FROM acervo WHERE numero_controle = 'TEST:tx-2'`)).toEqual([]);
    } finally {
      await run('ALTER TABLE exemplar DROP CONSTRAINT test_refuse');
    }
  });

  it('the command line prints the shape, the counts and what is new', async () => {
    const out: string[] = [];
    await runImportCli(db(), [FIXTURES.kohaItems], { write: (t: string) => out.push(t) });
    const text = out.join('');
    expect(text).toContain('items (Koha 952 (recognised)): created 0, updated 9, moved 0, skipped 1 (no barcode 1)');
    expect(text).toContain('record 5 (note): item skipped: no barcode');
  });
});

describe(`a barcode that is already a copy's number (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(() => app?.close());

  it('is not written: the copy with no label stays the one its number finds, and the summary says why', async () => {
    const staff = bearer((await login(app, 'bibliotecario')).access_token);
    const find = async (barcode: string) => (await app.inject({ url: `/api/balcao/exemplar-por-codigo?codigo_barras=${barcode}`, headers: staff })).json();
    // The demo's copy 2 has no label: scanning "2" finds it.
    const before = await find('2');
    expect(before).toMatchObject({ cod_exemplar: 2 });
    const summary = await importMarcFile(app.ctx.database, FIXTURES.kohaItems, { createLoanTypes: true });
    // Koha's barcodes 1, 2, 3, 4 and 6 are the numbers of demo copies; TEST11111, TEST22222,
    // TEST3333 and 0479876576 (ten digits, no copy number) are written.
    expect(summary.items).toMatchObject({
      created: 4, skipped: 6, reasons: { 'no barcode': 1, 'barcode is the number of another copy': 5 },
    });
    expect(summary.notices.map((n) => n.message)).toContain('item 2 skipped: barcode is the number of another copy');
    expect(await find('2')).toEqual(before);
    expect(await find('TEST22222')).toMatchObject({ titulo: expect.stringMatching(/Another book/i) });
    const labelled = await queryRows<{ n: number }>(app.ctx.database.db, sql`SELECT count(*)::int AS n FROM exemplar WHERE codigo_barras IN ('1', '2', '3', '4', '6')`);
    expect(labelled[0].n).toBe(0);
  });
});
