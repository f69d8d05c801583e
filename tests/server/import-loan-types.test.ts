// Item types onto loan types (issue 35 item 1): an import maps the file's item types onto the
// controlled list (the mapping file's "loanTypes", or a type's own code); a file with an item
// type that is neither is refused before anything of it is written, naming each type with its
// copies; --create-loan-types creates them, named by their code.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runImportCli } from '../../server/import/cli-import';
import { importMarcFile, itemsOptionFrom, UnknownLoanTypesError } from '../../server/import/import-file';
import { toIso2709 } from '../../server/marc/write';
import type { MarcDataField, MarcRecord } from '../../server/marc/types';
import { testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const field = (tag: string, subfields: [string, string][]): MarcDataField =>
  ({ tag, ind1: ' ', ind2: ' ', subfields: subfields.map(([code, value]) => ({ code, value })) });
const bib = (id: string, ...fields: MarcDataField[]): MarcRecord =>
  ({ leader: '00000nam a2200000 a 4500', fields: [{ tag: '001', value: id }, { tag: '003', value: 'LT' }, field('245', [['a', `Title ${id}`]]), ...fields] });
const item = (barcode: string, type?: string, ...more: [string, string][]) =>
  field('952', [['p', barcode], ['a', 'Biblioteca LT'], ...(type ? [['y', type] as [string, string]] : []), ...more]);

describe(`import: item types onto loan types (${backendName})`, () => {
  let app: FastifyInstance;
  let dir: string;
  const db = () => app.ctx.database;
  const file = async (name: string, records: MarcRecord[]) => {
    const target = path.join(dir, name);
    await writeFile(target, Buffer.concat(records.map(toIso2709)));
    return target;
  };
  const mapping = async (name: string, json: unknown) => {
    const target = path.join(dir, name);
    await writeFile(target, JSON.stringify(json));
    return target;
  };
  const typeOf = async (barcode: string) =>
    (await queryRows<{ tipo_emprestimo: string }>(db().db, sql`SELECT tipo_emprestimo FROM exemplar WHERE codigo_barras = ${barcode}`))[0]?.tipo_emprestimo;
  const loanTypes = async () => (await queryRows<{ codigo: string }>(db().db, sql`SELECT codigo FROM tipo_emprestimo ORDER BY codigo`)).map((r) => r.codigo);
  const titles = async (prefix: string) =>
    (await queryRows<{ n: number }>(db().db, sql`SELECT count(*)::int AS n FROM acervo WHERE numero_controle LIKE ${`${prefix}%`}`))[0].n;

  beforeAll(async () => {
    app = await testApp();
    dir = await mkdtemp(path.join(tmpdir(), 'loan-types-import-'));
    await db().db.execute(sql`INSERT INTO tipo_emprestimo (codigo, nome) VALUES ('dvd', '{"pt":"DVD","en":"DVD","es":"DVD","fr":"DVD","it":"DVD"}') ON CONFLICT DO NOTHING`);
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('maps item types by the mapping file and by a loan type\'s own code; the summary shows each type, its loan type and copies', async () => {
    const before = await loanTypes();
    const records = [bib('map-1', item('MAP-1', 'BK'), item('MAP-2', 'BK'), item('MAP-3', 'dvd')), bib('map-2', item('MAP-4'), item('MAP-5', 'BK', ['7', '1']))];
    const items = await itemsOptionFrom(await mapping('types.json', { loanTypes: { BK: 'normal' } }));
    const summary = await importMarcFile(db(), await file('mapped.mrc', records), { items });
    expect(summary.items.shape).toBe('Koha 952 (recognised)');
    expect(summary.items.created).toBe(5);
    expect(await typeOf('MAP-1')).toBe('normal');
    expect(await typeOf('MAP-3')).toBe('dvd');
    expect(await typeOf('MAP-4')).toBe('normal'); // no item type: the default
    expect(await typeOf('MAP-5')).toBe('consulta local'); // not for loan
    expect(summary.items.itemTypes).toEqual([
      { value: 'BK', loanType: 'normal', how: 'mapped', copies: 2 },
      { value: 'dvd', loanType: 'dvd', how: 'same', copies: 1 },
    ]);
    expect(summary.items.loanTypes).toEqual([]);
    expect(await loanTypes()).toEqual(before);
  });

  it('refuses a file with item types that are not loan types, naming each with its copies, and writes nothing of it', async () => {
    const before = await loanTypes();
    const records = [bib('unk-1', item('UNK-1', 'BK'), item('UNK-2', 'VIDEO')), bib('unk-2', item('UNK-3', 'VIDEO'), item('UNK-4', 'dvd'))];
    const target = await file('unknown.mrc', records);
    const refusal = await importMarcFile(db(), target).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(UnknownLoanTypesError);
    expect((refusal as UnknownLoanTypesError).types).toEqual([
      { value: 'VIDEO', loanType: 'VIDEO', how: 'unknown', copies: 2 },
      { value: 'BK', loanType: 'BK', how: 'unknown', copies: 1 },
    ]);
    expect((refusal as Error).message).toContain('item types that are not loan types: VIDEO 2, BK 1');
    expect(await titles('LT:unk-')).toBe(0);
    expect(await typeOf('UNK-4')).toBeUndefined();
    expect(await loanTypes()).toEqual(before);

    // Through the command: the file is named as not imported, with the types, and the exit totals count it.
    const out: string[] = [];
    const totals = await runImportCli(db(), [target], { write: (t: string) => out.push(t) });
    expect(totals.failedFiles).toHaveLength(1);
    expect(out.join('')).toMatch(/unknown\.mrc: not imported: item types that are not loan types: VIDEO 2, BK 1 .*--create-loan-types/);

    // A mapping onto a code the list lacks is refused the same way.
    const items = await itemsOptionFrom(await mapping('missing.json', { loanTypes: { BK: 'normal', VIDEO: 'video-curto' } }));
    const again = await importMarcFile(db(), target, { items }).catch((e: unknown) => e);
    expect((again as Error).message).toContain('item types that are not loan types: VIDEO → video-curto 2');
    expect(await titles('LT:unk-')).toBe(0);
  });

  it('creates the unknown types when asked, named by their code, and lists them in the summary', async () => {
    const records = [bib('new-1', item('NEW-1', 'VIDEO'), item('NEW-2', 'REF')), bib('new-2', item('NEW-3', 'VIDEO'))];
    const items = await itemsOptionFrom(await mapping('create.json', { loanTypes: { REF: 'referencia' } }));
    const out: string[] = [];
    const totals = await runImportCli(db(), [await file('create.mrc', records)], { write: (t: string) => out.push(t) }, items, true);
    expect(totals.failedFiles).toEqual([]);
    expect(totals.items.loanTypes).toEqual(['VIDEO', 'referencia']);
    expect(await typeOf('NEW-1')).toBe('VIDEO');
    expect(await typeOf('NEW-2')).toBe('referencia');
    const created = await queryRows<{ codigo: string; nome: Record<string, string>; nao_emprestavel: boolean }>(db().db,
      sql`SELECT codigo, nome, nao_emprestavel FROM tipo_emprestimo WHERE codigo IN ('VIDEO', 'referencia') ORDER BY codigo`);
    expect(created).toEqual([
      { codigo: 'VIDEO', nome: { pt: 'VIDEO', en: 'VIDEO', es: 'VIDEO', fr: 'VIDEO', it: 'VIDEO' }, nao_emprestavel: false },
      { codigo: 'referencia', nome: { pt: 'referencia', en: 'referencia', es: 'referencia', fr: 'referencia', it: 'referencia' }, nao_emprestavel: false },
    ]);
    const text = out.join('');
    expect(text).toContain('item types → loan types: VIDEO 2, REF → referencia 1');
    expect(text).toContain('loan types created (--create-loan-types; named by their code until staff name them): VIDEO, referencia');

    // Created once: the same file again needs nothing created.
    const second = await importMarcFile(db(), await file('create.mrc', records), { items });
    expect(second.items).toMatchObject({ updated: 3, loanTypes: [] });
  });
});
