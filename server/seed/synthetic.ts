/**
 * The synthetic catalogue for benchmarks and load tests: N more titles (`syn-<n>`, so a
 * re-run continues the numbering) with 1–3 copies each, drawn from the distributions of the
 * real records (synthetic-model.ts). Rows are made exactly as the importer makes them —
 * `extractTitle` on a generated MARC record — and land in chunks of one statement each:
 * titles and their copies together, as a jsonb literal unpacked by jsonb_to_recordset.
 */
import type { Database } from '../db/connect';
import { extractTitle } from '../marc/extract';
import { COPY_RECORD, ensureLoanTypes, planCopies } from './copies';
import { ensureLibraries, ensureTiposObra } from './demo-reference';
import { createRandom } from './random';
import { ACERVO_COLUMNS, acervoRow } from './acervo-row';
import { jsonText, queryRows, sqlLiteral } from './sql';
import { generateTitle } from './synthetic-record';
import { demoModel, type SyntheticModel } from './synthetic-model';

export interface SeedSyntheticOptions {
  titles: number;
  log?: (message: string) => void;
  /** Rows per statement; 5,000 keeps one statement's text around 10 MB. */
  chunk?: number;
  model?: SyntheticModel;
}

export const SYNTHETIC_PREFIX = 'syn-';

/** How many synthetic titles the catalogue holds (their numbers run 1..count). */
export async function syntheticCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | null }>(database,
    `SELECT max(substring(numero_controle FROM ${SYNTHETIC_PREFIX.length + 1})::int) AS n FROM acervo
     WHERE numero_controle LIKE '${SYNTHETIC_PREFIX}%' AND numero_controle ~ '^${SYNTHETIC_PREFIX}[0-9]+$'`);
  return Number(row?.n ?? 0);
}

export async function seedSynthetic(database: Database, options: SeedSyntheticOptions): Promise<{ first: number; last: number }> {
  const log = options.log ?? (() => {});
  const chunk = options.chunk ?? 5000;
  const model = options.model ?? (await demoModel());
  await ensureTiposObra(database);
  await ensureLoanTypes(database);
  const libraries = (await ensureLibraries(database)).map((l) => l.codBiblioteca);
  const first = (await syntheticCount(database)) + 1;
  const last = first + options.titles - 1;
  const started = Date.now();
  const makeChunk = async (from: number) => {
    const to = Math.min(last, from + chunk - 1);
    // One generator per chunk, seeded by its first number, so the same runs on an empty
    // catalogue always give the same titles.
    const random = createRandom(Math.imul(from, 2654435761));
    const rows = [];
    for (let n = from; n <= to; n++) {
      // Yield now and then so the socket can carry the previous chunk meanwhile.
      if (n % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      const title = generateTitle(model, random, n);
      rows.push({ ...acervoRow(title.record, extractTitle(title.record)), copies: planCopies(random, 0, libraries, { maxCopies: 3 }) });
    }
    return { to, rows };
  };
  // Generating the next chunk while the server stores this one keeps both busy on PostgreSQL
  // (PGlite runs in this thread, where the overlap changes nothing).
  let next = first <= last ? await makeChunk(first) : null;
  while (next) {
    const { to, rows } = next;
    const stored = insertTitlesWithCopies(database, rows);
    stored.catch(() => {}); // handled by the await below; this stops Node calling it unhandled meanwhile
    next = to < last ? await makeChunk(to + 1) : null;
    await stored;
    const done = to - first + 1;
    const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
    log(`synthetic: ${done.toLocaleString('en')}/${options.titles.toLocaleString('en')} titles (${rate.toFixed(0)}/s)`);
  }
  return { first, last };
}

async function insertTitlesWithCopies(database: Database, rows: object[]): Promise<void> {
  const record = [...ACERVO_COLUMNS.map((c) => `${c.name} ${c.type}`), 'copies jsonb'].join(', ');
  const names = ACERVO_COLUMNS.map((c) => c.name).join(', ');
  await database.exec(`
    WITH src AS (SELECT * FROM jsonb_to_recordset(${sqlLiteral(jsonText(rows))}::jsonb) AS r(${record})),
    ins AS (INSERT INTO acervo (${names}) SELECT ${names} FROM src RETURNING cod_acervo, numero_controle)
    INSERT INTO exemplar (cod_acervo, cod_biblioteca, volume, tomo, parte, material_adicional, tipo_emprestimo, localizacao, colecao, situacao)
    SELECT ins.cod_acervo, c.cod_biblioteca, c.volume, c.tomo, c.parte, c.material_adicional, c.tipo_emprestimo, c.localizacao, c.colecao, c.situacao
    FROM ins JOIN src USING (numero_controle) CROSS JOIN LATERAL jsonb_to_recordset(src.copies) AS c(${COPY_RECORD})`);
}
