/**
 * The demo catalogue, seeded on a server's first start: the demo institution, its campuses
 * and libraries, the real MARC records of ./marc, copies of every title, patrons and their
 * circulation. Deterministic (a seeded PRNG) so tests can count what it made; idempotent
 * (nothing happens once the institution row exists, and that row is written last, as the
 * mark of a finished seed).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec, one } from '../db/query';
import { importDemoRecords, insertDemoCopies, type Log } from './demo-catalogue';
import { insertCirculation } from './demo-circulation';
import { seedPublicCatalogue } from './catalogue-extras';
import { insertComments, insertDatabases, insertPermanentBasket, insertRestrictedLink, insertLoanStatistics, insertSuggestions } from './demo-extras';
import { DEMO_INSTITUTION } from './demo-institution';
import { insertPeople } from './demo-people';
import { insertKardex } from './kardex';
import { seedSearchExtras } from './demo-search-extras';
import { insertAcademicData } from './demo-academic';
import { ensureLibraries, ensureTiposObra, insertPermissions } from './demo-reference';
import type { SeedSize } from './marc-files';
import { createRandom } from './random';
import { refreshStatistics } from '../db/statistics';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, formatDemoAccounts, type DemoAccount } from './demo-accounts';
export type { SeedSize } from './marc-files';

export interface SeedDemoOptions {
  /** 'full': every demo record and ~200 patrons; 'minimal': 99 titles, for tests. */
  size?: SeedSize;
  log?: Log;
}

const DEMO_SEED = 20260101;
const CROWD = { full: 200, minimal: 20 } as const;

/** Seeds the demo catalogue; resolves to false when the database was already seeded. */
export async function seedDemo(database: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const size = options.size ?? 'full';
  const log = options.log ?? (() => {});
  if (await isSeeded(database)) return false;
  const started = Date.now();
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await work();
    log(`demo seed: ${label} (${Date.now() - t0} ms)`);
    return result;
  };
  const random = createRandom(DEMO_SEED);
  await step('types of work, activities and categories', async () => {
    await ensureTiposObra(database);
    await insertPermissions(database);
  });
  const libraries = await step('campuses and libraries', () => ensureLibraries(database));
  await step(`MARC records (${size})`, () => importDemoRecords(database, size, log));
  const { titles, staged } = await step('copies', () =>
    insertDemoCopies(database, random, libraries.map((l) => l.codBiblioteca)));
  const people = await step('patrons', () => insertPeople(database, random, CROWD[size]));
  await step('loans, holds and fines', () => insertCirculation(database, random, people, staged));
  await step('loan statistics, comments and suggestions', async () => {
    await insertLoanStatistics(database, random, titles);
    await insertComments(database, random, people, titles, libraries);
    await insertSuggestions(database, people, libraries);
    await insertDatabases(database, libraries);
    await insertPermanentBasket(database, people, titles);
  });
  await step('acquisition dates, areas, courses, network catalogue and vocabulary', () => seedPublicCatalogue(database, size));
  await step('Kardex issues of the periodicals', () => insertKardex(database));
  await step('archive, normative-act and case-law choices, colours, analytic records', () => seedSearchExtras(database, size));
  await step('academic data and teaching plans', () => insertAcademicData(database));
  await step('a restricted e-book link', () => insertRestrictedLink(database));
  const { id, sigla, nome, dados } = DEMO_INSTITUTION;
  await exec(database.db, sql`
    INSERT INTO instituicao (id, sigla, nome, dados) VALUES (${id}, ${sigla}, ${nome}, ${JSON.stringify(dados)}::jsonb) ON CONFLICT DO NOTHING`);
  // PGlite has no autovacuum: without this the planner never learns the tables' sizes and
  // the search index's pending list is never merged, so every search read the whole
  // catalogue (a sequential scan; 4x the CPU of the index at demo size). The test
  // template's minimal catalogue is left as it was (its plans and CI's time).
  if (database.kind === 'pglite' && size !== 'minimal') await step('planner statistics and the search index (VACUUM ANALYZE)', () => refreshStatistics(database));
  log(`demo seed: done, ${titles.length} titles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export async function isSeeded(database: Database): Promise<boolean> {
  return (await one(database.db, sql`SELECT 1 FROM instituicao WHERE id = 1`)) !== undefined;
}
