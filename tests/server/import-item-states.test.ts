// Copies' states from real exports (issue 35 items 4–5): Stanford's SirsiDynix export brings
// checked-out, withdrawn and in-process copies as such, with the status values read and the
// states given in the summary; withdrawn and lost copies are not lent, not held and not
// InStock on the title page; an unknown current location is reported and kept out of
// circulation until a mapping file extending the preset names it; a file recognised as 949
// also brings the copies it keeps in 852, and names the item fields it did not read.
import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runImportCli } from '../../server/import/cli-import';
import { importMarcFile, itemsOptionFrom } from '../../server/import/import-file';
import { FIXTURES } from '../../server/marc/fixtures';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const BASE = 'https://biblioteca.example.edu';

interface Copy { cod_exemplar: number; cod_acervo: number; situacao: string; desc_biblioteca: string; motivo_baixa: string | null; baixado_em: boolean }

describe(`copy states and every item shape from real exports (${backendName})`, () => {
  let app: FastifyInstance;
  let dir: string;
  let dist: string;
  let staff: Record<string, string>;
  const db = () => app.ctx.database;
  const byBarcode = async (barcode: string) => (await queryRows<Copy>(db().db, sql`
    SELECT e.cod_exemplar, e.cod_acervo, e.situacao, b.desc_biblioteca, e.motivo_baixa, e.data_baixa IS NOT NULL AS baixado_em
    FROM exemplar e JOIN biblioteca b USING (cod_biblioteca) WHERE e.codigo_barras = ${barcode}`))[0];
  const offers = async (codAcervo: number) => {
    const html = (await app.inject({ url: `/acervo/${codAcervo}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]) as { offers?: { availability: string; offeredBy: { name: string } }[] };
    return (ld.offers ?? []).map((o) => [o.offeredBy.name, o.availability.replace('https://schema.org/', '')]);
  };
  const checkOut = (barcode: string) => app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'aluno', codigo_barras: barcode } });
  const holdOffer = async (codAcervo: number) =>
    (await app.inject({ url: `/api/reserva/${codAcervo}/informacoes-iniciais`, headers: bearer((await login(app, 'professor')).access_token) })).json();
  const cli = async (files: string[], items?: Parameters<typeof runImportCli>[3]) => {
    const out: string[] = [];
    await runImportCli(db(), files, { write: (t: string) => out.push(t) }, items, true);
    return out.join('');
  };

  beforeAll(async () => {
    fs.mkdirSync('.tmp', { recursive: true });
    dist = fs.mkdtempSync(path.resolve('.tmp', 'item-states-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Catálogo</title></head><body><div id="root"></div></body></html>');
    app = await testApp({ staticDir: dist, publicUrl: BASE });
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    dir = await mkdtemp(path.join(tmpdir(), 'item-states-'));
    // A library's own copies carry labels (the demo's go by their number, which a file's
    // barcodes 1–6 would otherwise meet: tests/server/import-items.test.ts).
    await app.ctx.database.db.execute(sql`UPDATE exemplar SET codigo_barras = 'DEMO-' || cod_exemplar WHERE codigo_barras IS NULL`);
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('SirsiDynix 999: checked-out, withdrawn and in-process copies come in as such, and the summary shows each value → state', async () => {
    const summary = await importMarcFile(db(), FIXTURES.sirsiStates, { createLoanTypes: true });
    expect(summary.items.shape).toBe('SirsiDynix 999 (recognised)');
    expect(summary.items.states).toEqual({ disponivel: 46, emprestado: 2, baixado: 2 });
    expect(summary.items.statusValues).toEqual(expect.arrayContaining([
      { source: '999 $k', value: 'CHECKEDOUT', state: 'emprestado', unknown: false, copies: 2 },
      { source: '999 $l', value: 'WITHDRAWN', state: 'baixado', unknown: false, copies: 1 },
      { source: '999 $k', value: 'WITHDRAWN', state: 'baixado', unknown: false, copies: 1 },
    ]));
    expect(summary.items.statusValues.filter((v) => v.unknown)).toEqual([]);
    expect(await byBarcode('36105035087092')).toMatchObject({ situacao: 'emprestado' });
    expect(await byBarcode('36105033336798')).toMatchObject({ situacao: 'baixado', desc_biblioteca: 'EDUCATION', motivo_baixa: 'importado: 999 $l WITHDRAWN', baixado_em: true });
    expect(await byBarcode('36105033336780')).toMatchObject({ situacao: 'disponivel', desc_biblioteca: 'SAL3' });
    expect(await byBarcode('001ALW4497')).toMatchObject({ situacao: 'baixado', motivo_baixa: 'importado: 999 $k WITHDRAWN' });
    // The command line says the same; a re-import updates and keeps the states.
    const text = await cli([FIXTURES.sirsiStates]);
    expect(text).toContain('states: disponivel 46, emprestado 2, baixado 2');
    // Its in-process copy (999 $l INPROCESS) shares its barcode with two other copies of the file: skipped, and said.
    expect(text).toContain('skipped 2 (duplicate barcode in the file 2)');
    expect(text).toContain('999 $k CHECKEDOUT → emprestado 2');
    expect(text).toContain('999 $l WITHDRAWN → baixado 1');
    expect(text).toMatch(/item fields seen and not read: 999 \$w \d+/);
    expect(await byBarcode('36105035087092')).toMatchObject({ situacao: 'emprestado' });
  });

  it('a withdrawn or lost copy is not lent, not held and not InStock; a checked-out one is held and OutOfStock', async () => {
    await importMarcFile(db(), FIXTURES.sirsiStates, { createLoanTypes: true });
    await importMarcFile(db(), FIXTURES.kohaItems, { createLoanTypes: true });
    // Withdrawn ($k WITHDRAWN) and lost (Koha 952 $1 = 1): the desk refuses them.
    for (const barcode of ['001ALW4497', 'TEST3333']) {
      const out = await checkOut(barcode);
      expect(out.statusCode, barcode).toBe(422);
      expect(out.json().error ?? out.body).toContain('error.desk-copy-not-loanable');
    }
    // A title whose only copy is withdrawn, or lost, offers nothing and cannot be held.
    for (const barcode of ['001ALW4497', 'TEST3333']) {
      const { cod_acervo } = await byBarcode(barcode);
      expect(await offers(cod_acervo), barcode).toEqual([]);
      expect((await holdOffer(cod_acervo)).pode_reservar, barcode).toBe(false);
    }
    // One copy withdrawn in EDUCATION, one on the shelf in SAL3: only SAL3 is offered.
    expect(await offers((await byBarcode('36105033336798')).cod_acervo)).toEqual([['SAL3', 'InStock']]);
    // Both copies checked out: OutOfStock, and a patron may hold the title.
    const out = await byBarcode('36105035087092');
    expect(await offers(out.cod_acervo)).toEqual([['GREEN', 'OutOfStock']]);
    expect(await holdOffer(out.cod_acervo)).toMatchObject({ pode_reservar: true, opcoes: [expect.objectContaining({ disponiveis: 0, total: 2 })] });
  });

  it('an unknown current location is reported and kept out of circulation; a mapping file over the preset names it', async () => {
    const summary = await importMarcFile(db(), FIXTURES.sirsiUnknownLocation, { createLoanTypes: true });
    // (Barcodes 1–3 are also Koha's test copies, imported above: they move to these titles.)
    expect(summary.items).toMatchObject({ skipped: 0, states: { em_processamento: 3, disponivel: 1 } });
    expect(summary.items.created + summary.items.updated + summary.items.moved).toBe(4);
    expect(summary.items.statusValues).toEqual([{ source: '999 $k', value: 'LAC', state: 'em_processamento', unknown: true, copies: 3 }]);
    expect(summary.notices.map((n) => n.message)).toContain('item 36105123571122: unknown status 999 $k "LAC", imported as em_processamento (not lendable) until a mapping names it');
    const lac = await byBarcode('36105123571122');
    expect(lac.situacao).toBe('em_processamento');
    expect((await checkOut('36105123571122')).statusCode).toBe(422);
    expect(await offers(lac.cod_acervo)).not.toContainEqual([expect.anything(), 'InStock']);
    expect(await cli([FIXTURES.sirsiUnknownLocation])).toContain(
      'unknown status values (imported as em_processamento: not lendable, not holdable, not on the shelf; name them in a mapping file): 999 $k LAC 3');
    // The library says LAC is its shelf: a mapping file extending the preset, and the re-import puts the copies on it.
    const mapping = path.join(dir, 'lac.json');
    await writeFile(mapping, JSON.stringify({ extends: 'sirsi999', statuses: { k: { values: { LAC: 'disponivel' } } } }));
    const again = await importMarcFile(db(), FIXTURES.sirsiUnknownLocation, { items: await itemsOptionFrom(mapping), createLoanTypes: true });
    expect(again.items).toMatchObject({ shape: 'mapping lac.json (mapping)', updated: 4, states: { disponivel: 4 } });
    expect(again.items.statusValues).toEqual([{ source: '999 $k', value: 'LAC', state: 'disponivel', unknown: false, copies: 3 }]);
    expect(await byBarcode('36105123571122')).toMatchObject({ situacao: 'disponivel' });
    expect(await offers(lac.cod_acervo)).toEqual([['GREEN', 'InStock']]);
  });

  it('a file recognised as 949 also brings the copies it keeps in 852 (Evergreen), and names what it did not read', async () => {
    // Evergreen's test exports: 25 records with 949 copies, then 3 with 852 $p copies.
    const both = path.join(dir, 'evergreen-949-852.mrc');
    await writeFile(both, Buffer.concat([await readFile(FIXTURES.marc8), await readFile(FIXTURES.evergreen852)]));
    const summary = await importMarcFile(db(), both, { createLoanTypes: true });
    expect(summary.items.shape).toBe('SirsiDynix/Evergreen 949 (recognised)');
    expect(summary.items).toMatchObject({ created: 39, skipped: 0 });
    expect(await byBarcode('11223344')).toMatchObject({ desc_biblioteca: 'BR1', situacao: 'disponivel' });
    expect(await byBarcode('30007006033608')).toMatchObject({ desc_biblioteca: 'DESMARAIS' });
    expect(summary.items.unread['949 $w']).toBeGreaterThan(0);
    // Chosen by hand, 949 reads 949 only: the 852 copies are named as not read, not dropped silently.
    const text = await cli([both], await itemsOptionFrom('949'));
    expect(text).toMatch(/item fields seen and not read: .*852 3/);
  });
});
