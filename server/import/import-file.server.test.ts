import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseLocation } from '../../tests/support/test-db';
import { openDatabase, type Database } from '../db/connect';
import { analyseIfStale } from '../db/statistics';
import { FIXTURES } from '../marc/fixtures';
import { brokenFile } from '../marc/fixtures/broken';
import { arabicRecord, eaccRecord, iso2709, russianRecord } from '../marc/fixtures/marc8-records';
import { browseIndex } from '../modules/catalogue';
import { autocomplete, searchTitles } from '../modules/catalogue';
import { refreshVocabulary } from './vocabulary';
import { TIPOS_OBRA } from '../marc/work-types';
import { runImportCli } from './cli-import';
import { importMarcFile } from './import-file';
import { emptyItemSummary } from './items';

let database: Database;
let dir: string;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : result.rows ?? [];
};
const count = async (table: 'acervo' | 'autoridade' | 'tipo_obra') =>
  Number((await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

beforeAll(async () => {
  database = await openDatabase(await testDatabaseLocation());
  dir = await mkdtemp(path.join(tmpdir(), 'marc-import-'));
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('importMarcFile', () => {
  it('creates the 99 LoC titles, then updates them on a second import without duplicating', async () => {
    const progress: [number, number | undefined][] = [];
    const first = await importMarcFile(database, FIXTURES.loc99, { onProgress: (done, total) => progress.push([done, total]) });
    expect(first).toEqual({ read: 99, created: 99, updated: 0, skipped: 0, errors: [], encodings: { 'utf-8': 99 }, notices: [], items: emptyItemSummary() });
    expect(progress.at(-1)).toEqual([99, 99]);
    expect(await count('acervo')).toBe(99);
    expect(await count('tipo_obra')).toBe(TIPOS_OBRA.length);

    const again = await importMarcFile(database, FIXTURES.loc99);
    expect(again).toEqual({ read: 99, created: 0, updated: 99, skipped: 0, errors: [], encodings: { 'utf-8': 99 }, notices: [], items: emptyItemSummary() });
    expect(await count('acervo')).toBe(99);

    const [scholes] = await rows<{ titulo: string; autor: string; ano_publicacao: number; idioma: string; isbn: string[]; marc: { leader: string } }>(
      sql`select titulo, autor, ano_publicacao, idioma, isbn, marc from acervo where numero_controle = '16614942'`);
    expect(scholes).toMatchObject({ titulo: 'Paul Scholes : the biography', autor: 'Moss, Simon', ano_publicacao: 2010, idioma: 'eng', isbn: ['9781844549511', '1844549518'] });
    expect(scholes.marc.leader).toHaveLength(24);
  });

  it('updates from the MARCXML copy of the same records (same control numbers)', async () => {
    const xml = await importMarcFile(database, FIXTURES.loc99Xml);
    expect(xml).toMatchObject({ read: 99, created: 0, updated: 99, skipped: 0, encodings: { marcxml: 99 } });
  });

  it('imports authorities with their types', async () => {
    const summary = await importMarcFile(database, FIXTURES.lcnaf150);
    expect(summary).toMatchObject({ read: 150, created: 150, updated: 0, skipped: 0 });
    const types = await rows<{ tipo: string; n: number }>(sql`select tipo, count(*)::int as n from autoridade group by tipo order by tipo`);
    expect(Object.fromEntries(types.map((t) => [t.tipo, Number(t.n)]))).toEqual({
      pessoa: 104, instituicao: 31, titulo_uniforme: 12, assunto_geografico: 2, evento: 1,
    });
    await importMarcFile(database, FIXTURES.lcsh40);
    const [heading] = await rows<{ tipo: string; ver: string[] }>(sql`select tipo, ver from autoridade where numero_controle = 'DLC:sh2009004630'`);
    expect(heading).toEqual({ tipo: 'assunto', ver: ["Central American children's literature"] });
  });

  it('imports Latin-1 and MARC-8 files with their accents', async () => {
    await importMarcFile(database, FIXTURES.latin1);
    // Its copies' item type BOOKS is no loan type of this catalogue: created, as the import offers.
    await importMarcFile(database, FIXTURES.marc8, { createLoanTypes: true });
    const titles = await rows<{ titulo: string }>(sql`select titulo from acervo where numero_controle in ('0000338', '01-0212693') order by numero_controle`);
    expect(titles.map((t) => t.titulo)).toEqual(['A doença da Terra', 'Le Théâtre français sous Louis XIV']);
  });

  it('imports the good records of a broken file and reports the bad one by position', async () => {
    const file = path.join(dir, 'broken.mrc');
    await writeFile(file, brokenFile());
    const reported: number[] = [];
    const summary = await importMarcFile(database, file, { onRecordError: (position) => reported.push(position) });
    expect(summary).toMatchObject({ read: 3, created: 2, updated: 0, skipped: 1 });
    expect(summary.errors).toEqual([{ position: 2, reason: expect.stringMatching(/directory entry 1/) }]);
    expect(reported).toEqual([2]);
    expect((await rows<{ titulo: string }>(sql`select titulo from acervo where numero_controle in ('good-1', 'good-3') order by 1`)).map((r) => r.titulo))
      .toEqual(['Primeiro registro', 'Terceiro registro']);
  });

  it('counts a control number repeated within one file as an update', async () => {
    const file = path.join(dir, 'twice.mrc');
    const once = brokenFile().subarray(0, brokenFile().indexOf(0x1d) + 1);
    await writeFile(file, Buffer.concat([once, once]));
    expect(await importMarcFile(database, file)).toMatchObject({ read: 2, created: 0, updated: 2 });
  });
});

describe('runImportCli', () => {
  it('prints each bad record and the summary line', async () => {
    const file = path.join(dir, 'cli-broken.mrc');
    await writeFile(file, brokenFile('leader'));
    let printed = '';
    const summary = await runImportCli(database, [file], { write: (text: string) => { printed += text; }, isTTY: false });
    expect(summary.skipped).toBe(1);
    expect(printed).toMatch(/^record 2: leader base address 'x0y2z' is not numeric$/m);
    expect(printed.trim().split('\n').at(-1)).toBe('read 3, created 0, updated 2, skipped 1');
  });

  it('leaves the planner statistics of what it wrote, and a start finds nothing left to analyse', async () => {
    const tuples = async () => Number((await rows<{ n: number }>(sql`select reltuples::float8 as n from pg_class where oid = 'acervo'::regclass`))[0].n);
    await runImportCli(database, [FIXTURES.loc99], { write: () => {}, isTTY: false });
    // reltuples is -1 until a VACUUM or ANALYZE; the searches' plans start from it.
    expect(await tuples()).toBeGreaterThanOrEqual(99);
    expect(await analyseIfStale(database)).toBe(false);
  });
});

describe('analyseIfStale', () => {
  it('gathers the statistics of an embedded catalogue written without them, once', async () => {
    const fresh = await openDatabase(await testDatabaseLocation());
    try {
      await importMarcFile(fresh, FIXTURES.loc99);
      expect(await analyseIfStale(fresh)).toBe(fresh.kind === 'pglite');
      if (fresh.kind === 'pglite') expect(await analyseIfStale(fresh)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('romanised and original-script titles, found the way a reader types them', () => {
  const found = async (termo: string, tipo: 'livre' | 'titulo' = 'livre') =>
    (await searchTitles(database, { termo, tipo, semSugestoes: true }))!.data.map((t) => t.titulo);
  /** OCLC's UTF-8 form of the same marks: a record with a half-mark ligature and a modifier letter, 880 in Chinese. */
  const utf8Record = () => {
    const text = (...parts: string[]) => [...Buffer.from(parts.join(''), 'utf8')];
    return iso2709('a', [
      ['001', text('utf8-ukr-1')],
      ['245', text('10', '\x1f6880-01', '\x1faT\ufe20s\ufe21arstvo t\ufe20s\ufe21ari\u02b9 :', '\x1fbz\u02b9ichni zapysy.')],
      ['880', text('10', '\x1f6245-01/$1', '\x1fa中國歷史研究')],
    ]);
  };

  beforeAll(async () => {
    const file = path.join(dir, 'scripts.mrc');
    await writeFile(file, Buffer.concat([russianRecord(), arabicRecord(), eaccRecord(), utf8Record()]));
    const notices: [number, string][] = [];
    const summary = await importMarcFile(database, file, { onNotice: (position, message) => notices.push([position, message]) });
    expect(summary).toMatchObject({ read: 4, created: 4, skipped: 0, encodings: { 'marc-8': 3, 'utf-8': 1 } });
    expect(notices).toEqual([]); // EACC is decoded now: nothing is reported as undecoded
    expect(summary.notices).toEqual([]);
    await refreshVocabulary(database);
  });

  it('finds a MARC-8 title with ligature half marks and a soft sign without them', async () => {
    expect(await found('istoriografiia')).toEqual(['Russkai\ufe20a\ufe21 istoriografii\ufe20a\ufe21 : zhizn\u02b9 i trudy']);
    expect(await found('russkaia istoriografiia', 'titulo')).toHaveLength(1);
    expect(await found('zhizn')).toHaveLength(1);
    expect(await found('Miliukov')).toHaveLength(1);
  });

  it('finds OCLC-style UTF-8 half marks and modifier letters the same way', async () => {
    expect(await found('tsarstvo tsari')).toEqual(['T\ufe20s\ufe21arstvo t\ufe20s\ufe21ari\u02b9 : z\u02b9ichni zapysy']);
    expect(await found('zichni')).toHaveLength(1);
  });

  it('finds romanised Arabic without alif and ayn, and the title in Arabic script', async () => {
    expect(await found('al-Quran wa-al-ilm')).toEqual(['al-Qur\u02bc\u0101n wa-al-\u02bbilm']);
    expect(await found('القرآن')).toEqual(['al-Qur\u02bc\u0101n wa-al-\u02bbilm']);
    expect(await found('القرآن والعلم', 'titulo')).toHaveLength(1);
  });

  it('finds a title by its CJK original script (the 880 as written)', async () => {
    expect(await found('中國歷史研究')).toEqual(['T\ufe20s\ufe21arstvo t\ufe20s\ufe21ari\u02b9 : z\u02b9ichni zapysy']);
  });

  it('finds a MARC-8 title by its original script decoded from EACC', async () => {
    expect(await found('日本の歴史')).toEqual(['Nihon no rekishi']);
  });

  it('completes and browses the folded words', async () => {
    const completions = await autocomplete(database.db, 'istoriograf', 10);
    expect(completions).toContainEqual(expect.objectContaining({ tipo: 'titulo', texto: expect.stringMatching(/^Russkai/) }));
    expect(completions.filter((c) => c.tipo === 'palavra').map((c) => c.texto)).toContain('istoriografiia');
    expect((await autocomplete(database.db, 'zhiz', 10)).map((c) => c.texto)).toContain('zhizn');
    const page = await browseIndex(database.db, 'titulo', 'russkaia', 'frente', 1);
    expect(page.entradas.map((e) => e.cabecalho)).toEqual(['Russkai\ufe20a\ufe21 istoriografii\ufe20a\ufe21 : zhizn\u02b9 i trudy']);
  });
});

describe('browse headings of an import (written after its batches)', () => {
  /** Headings, spellings and totals as a recount from the titles gives them; equal to what is stored when nothing is pending. */
  const headingsAgreeWithTitles = async () => {
    const [diff] = await rows<{ cabecalho: number; forma: number; total: number; pending: number }>(sql`
      WITH esperado AS (
        SELECT DISTINCT h.tipo, chave_de_cabecalho(h.cabecalho) AS chave, h.cabecalho, a.cod_acervo
        FROM acervo a, cabecalhos_de(a.titulo, a.serie, a.dados_adicionais, a.assuntos, a.classificacao, a.isbn, a.issn) h
        WHERE h.cabecalho IS NOT NULL AND chave_de_cabecalho(h.cabecalho) <> ''),
      formas AS (SELECT tipo, chave, cabecalho, count(*)::int AS n FROM esperado GROUP BY 1, 2, 3),
      totais AS (SELECT tipo, chave, mode() WITHIN GROUP (ORDER BY cabecalho) AS cabecalho, count(DISTINCT cod_acervo)::int AS total FROM esperado GROUP BY 1, 2)
      SELECT
        (SELECT count(*) FROM ((SELECT * FROM esperado EXCEPT ALL SELECT tipo, chave, cabecalho, cod_acervo FROM cabecalho)
          UNION ALL (SELECT tipo, chave, cabecalho, cod_acervo FROM cabecalho EXCEPT ALL SELECT * FROM esperado)) x)::int AS cabecalho,
        (SELECT count(*) FROM ((SELECT * FROM formas EXCEPT SELECT tipo, chave, cabecalho, n FROM cabecalho_forma)
          UNION ALL (SELECT tipo, chave, cabecalho, n FROM cabecalho_forma EXCEPT SELECT * FROM formas)) x)::int AS forma,
        (SELECT count(*) FROM ((SELECT * FROM totais EXCEPT SELECT tipo, chave, cabecalho, total FROM cabecalho_total)
          UNION ALL (SELECT tipo, chave, cabecalho, total FROM cabecalho_total EXCEPT SELECT * FROM totais)) x)::int AS total,
        (SELECT count(*) FROM cabecalho_pendente)::int AS pending`);
    return diff;
  };

  it('leaves every title of a many-batch import and re-import in the browse indexes, nothing pending', async () => {
    await importMarcFile(database, FIXTURES.loc99, { batchSize: 7 });
    await importMarcFile(database, FIXTURES.loc99Xml, { batchSize: 13 });
    expect(await headingsAgreeWithTitles()).toEqual({ cabecalho: 0, forma: 0, total: 0, pending: 0 });
    const page = await browseIndex(database.db, 'titulo', 'paul scholes', 'frente', 1);
    expect(page.entradas.map((e) => e.cabecalho)).toEqual(['Paul Scholes : the biography']);
  });

  it('an import stopped after its first batch leaves the titles it wrote browsable', async () => {
    const file = path.join(dir, 'stopped.mrc');
    await writeFile(file, Buffer.concat([arabicRecord('stopped-0'), eaccRecord('stopped-1'), russianRecord('stopped-2')]));
    let batches = 0;
    await expect(importMarcFile(database, file, {
      batchSize: 1,
      onProgress: (done) => { if (done > 0 && ++batches === 1) throw new Error('stopped'); },
    })).rejects.toThrow('stopped');
    const written = await rows<{ cod_acervo: number }>(sql`SELECT cod_acervo FROM acervo WHERE numero_controle LIKE 'stopped-%'`);
    expect(written.length).toBeGreaterThan(0);
    expect(await headingsAgreeWithTitles()).toEqual({ cabecalho: 0, forma: 0, total: 0, pending: 0 });
  });

  it('headings noted by an import that died are written by the next import', async () => {
    // What a killed import leaves: a committed batch whose headings were only noted.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('catalogo.cabecalhos_adiados', 'on', true)`);
      await tx.execute(sql`UPDATE acervo SET titulo = 'Zzyzx, a title renamed by a killed import' WHERE numero_controle = '16614942'`);
    });
    expect((await browseIndex(database.db, 'titulo', 'zzyzx', 'frente', 1)).entradas.map((e) => e.cabecalho)).not.toContain('Zzyzx, a title renamed by a killed import');
    expect((await headingsAgreeWithTitles()).pending).toBe(1);
    await importMarcFile(database, FIXTURES.latin1);
    expect(await headingsAgreeWithTitles()).toEqual({ cabecalho: 0, forma: 0, total: 0, pending: 0 });
    expect((await browseIndex(database.db, 'titulo', 'zzyzx', 'frente', 1)).entradas.map((e) => e.cabecalho)).toEqual(['Zzyzx, a title renamed by a killed import']);
  });
});
