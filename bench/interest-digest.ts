/**
 * Interest-profile matching benchmark (`npx tsx bench/interest-digest.ts`): 10,000 titles
 * enter the catalogue, 5,000 patrons follow three things each (a subject, an author, a type
 * of work limited to one language), and the digest job's two statements run: the matching
 * of the new titles against every profile (one set-based INSERT … SELECT) and the day's one
 * alert per patron. Prints the seconds of each; the budget is 30 s for the matching.
 *
 *   npx tsx bench/interest-digest.ts                      PGlite in a temporary folder
 *   npx tsx bench/interest-digest.ts --titles 20000 --patrons 10000
 *   npx tsx bench/interest-digest.ts --postgres           a throwaway PostgreSQL cluster too
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../server/context';
import { openDatabase, type Database } from '../server/db/connect';
import { exec, one } from '../server/db/query';
import { matchNewTitles, recordDigests } from '../server/modules/patrons/interest';
import { seedDemo } from '../server/seed/demo';
import { seedSynthetic } from '../server/seed/synthetic';
import { startCluster } from './postgres-cluster';

const argv = process.argv.slice(2);
const value = (name: string, fallback: number) => { const i = argv.indexOf(name); return i >= 0 ? Number(argv[i + 1]) : fallback; };
const TITLES = value('--titles', 10_000);
const PATRONS = value('--patrons', 5_000);
const BUDGET_SECONDS = 30;
/** A heading folded as the matching folds it (server/modules/patrons/interest/matching.ts). */
const FOLD = (column: string) => sql.raw(`lower(unaccent(texto_de_busca(regexp_replace(${column}, '[[:space:][:punct:]]+$', ''))))`);

async function run(label: string, database: Database) {
  const { db } = database;
  const ctx = { database } as unknown as AppContext;
  await seedDemo(database, { size: 'minimal' });
  // The patrons: copies of a demo patron under logins of their own.
  await exec(db, sql`INSERT INTO pessoa (login, nome, email, categoria, senha_hash)
    SELECT 'bench-' || n, 'Leitor ' || n, 'bench-' || n || '@example.edu', p.categoria, p.senha_hash
    FROM generate_series(1, ${PATRONS}) AS n, (SELECT categoria, senha_hash FROM pessoa WHERE login = 'aluno') AS p`);
  // Everything in the catalogue so far is old news; the synthetic titles are the new ones.
  await exec(db, sql`UPDATE interesse_marca SET ate = clock_timestamp()`);
  let t0 = performance.now();
  await seedSynthetic(database, { titles: TITLES });
  const seeded = (performance.now() - t0) / 1000;
  // Each patron follows one of the new titles' first-level subjects, one of their authors, and a type of work in one language.
  await exec(db, sql`
    WITH subjects AS (
      SELECT row_number() OVER (ORDER BY h) AS i, h FROM (SELECT DISTINCT split_part(${FOLD('s')}, ' -- ', 1) AS h
        FROM acervo, unnest(assuntos) AS s WHERE numero_controle LIKE 'syn-%') x),
    authors AS (
      SELECT row_number() OVER (ORDER BY h) AS i, h FROM (SELECT DISTINCT ${FOLD('autor')} AS h
        FROM acervo WHERE numero_controle LIKE 'syn-%' AND autor IS NOT NULL) x),
    people AS (SELECT cod_pessoa, row_number() OVER (ORDER BY cod_pessoa) AS i FROM pessoa WHERE login LIKE 'bench-%')
    INSERT INTO perfil_interesse (cod_pessoa, tipo_dsi, codigo, descricao, chave, idiomas)
    SELECT p.cod_pessoa, 'assunto', s.i, s.h, s.h, '{}'::text[] FROM people p JOIN subjects s ON s.i = 1 + p.i % (SELECT count(*) FROM subjects)
    UNION ALL
    SELECT p.cod_pessoa, 'autor', a.i, a.h, a.h, '{}'::text[] FROM people p JOIN authors a ON a.i = 1 + (p.i * 7) % (SELECT count(*) FROM authors)
    UNION ALL
    SELECT p.cod_pessoa, 'tipo_obra', t.cod_tipo_obra, t.descricao, t.cod_tipo_obra::text, ARRAY[(ARRAY['por', 'eng', 'spa', 'fre'])[1 + p.i % 4]]
    FROM people p JOIN (SELECT cod_tipo_obra, descricao, row_number() OVER (ORDER BY cod_tipo_obra) AS i FROM tipo_obra) t
      ON t.i = 1 + p.i % (SELECT count(*) FROM tipo_obra)`);
  const entries = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM perfil_interesse`))!.n;

  t0 = performance.now();
  const { matched } = await matchNewTitles(ctx);
  const matching = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const digests = await recordDigests(ctx);
  const digesting = (performance.now() - t0) / 1000;
  const patronsWithNews = new Set(digests.map((d) => d.codPessoa)).size;

  console.log(`\n${label}: ${TITLES.toLocaleString('en')} new titles (stored in ${seeded.toFixed(1)} s), ${PATRONS.toLocaleString('en')} patrons, ${entries.toLocaleString('en')} profile entries`);
  console.log(`  matching (one statement)  ${matching.toFixed(2)} s   ${matched.toLocaleString('en')} Check-titles rows   ${matching <= BUDGET_SECONDS ? 'within' : 'OVER'} the ${BUDGET_SECONDS} s budget`);
  console.log(`  day's digest alerts       ${digesting.toFixed(2)} s   ${digests.length.toLocaleString('en')} alerts (one per patron: ${patronsWithNews === digests.length})`);
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-interest-'));
try {
  const embedded = await openDatabase(path.join(folder, 'pglite'));
  try {
    await run('PGlite', embedded);
  } finally {
    await embedded.close();
  }
  if (argv.includes('--postgres')) {
    const cluster = await startCluster(path.join(folder, 'pg'));
    try {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_interest');
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = '/bench_interest';
      const database = await openDatabase(url.toString());
      try {
        await run('PostgreSQL', database);
      } finally {
        await database.close();
      }
    } finally {
      await cluster.stop();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
