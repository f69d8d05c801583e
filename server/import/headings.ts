/**
 * Browse headings written after an import's batches instead of inside them (issue 27 item 5,
 * migration import_deferred_headings). A batch written with `deferHeadings` sets
 * catalogo.cabecalhos_adiados in its transaction: the heading trigger then only notes the
 * batch's titles in cabecalho_pendente, committed with their rows. `writePendingHeadings`
 * takes the noted titles a chunk at a time (each chunk one transaction, set-based: a heading
 * shared by many titles is counted once per chunk, not once per batch) until none is left.
 *
 * When the headings show in the browse indexes: on PostgreSQL the importer runs the pass on a
 * second connection after every batch, so a title is browsable about one batch after it is
 * searchable; on PGlite (one connection) every PGLITE_PASS titles and at the end of the file.
 * Once the import returns, none is pending. An import that stops midway leaves its notes: the
 * next import (any file) writes them first, so nothing stays half-indexed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exec, one, type Executor } from '../db/query';

/** Titles per transaction of the pass. */
export const HEADINGS_CHUNK = 10_000;
/** On PGlite, titles written between passes during an import. */
export const PGLITE_PASS = 20_000;

/** In a batch's transaction, before its rows: the heading trigger notes the titles instead. */
export async function deferHeadings(tx: Executor): Promise<void> {
  await exec(tx, sql`SELECT set_config('catalogo.cabecalhos_adiados', 'on', true)`);
}

/** Writes the headings of every noted title; returns how many titles it took. */
export async function writePendingHeadings(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const row = await one<{ n: number }>(db, sql`SELECT cabecalhos_pendentes(${HEADINGS_CHUNK}) AS n`);
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < HEADINGS_CHUNK) return total;
  }
}
