/**
 * The demo's titles and copies: the real MARC records of ./marc, then copies for every
 * title, with a few titles staged so that the demo accounts have something to show (holds
 * need every copy on loan; a released hold needs a copy set aside).
 */
import type { Database } from '../db/connect';
import { importMarcFile } from '../import/import-file';
import { DEMO_MARC_FILES, demoMarcPath, type SeedSize } from './marc-files';
import { COPY_INTO, COPY_RECORD, COPY_SELECT, ensureLoanTypes, planCopies, type CopyRow } from './copies';
import type { Random } from './random';
import { insertJsonRows, queryRows } from './sql';

export type Log = (message: string) => void;

export async function importDemoRecords(database: Database, size: SeedSize, log: Log): Promise<void> {
  for (const file of DEMO_MARC_FILES[size]) {
    const started = Date.now();
    const result = await importMarcFile(database, demoMarcPath(file));
    log(`  ${file}: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped (${Date.now() - started} ms)`);
    for (const { position, reason } of result.errors.slice(0, 3)) log(`    record ${position}: ${reason}`);
  }
}

/** Titles staged for the demo accounts (cod_acervo values). */
export interface StagedTitles {
  /** Every copy on loan; posgrad then aluno queue for it (aluno is second). */
  sharedQueue: number;
  /** Every copy on loan; aluno alone in the queue. */
  alunoQueue: number;
  /** Every copy on loan; professor in the queue. */
  professorQueue: number;
  /** One copy set aside ('reservado') for aluno's released hold. */
  released: number;
  /** Titles whose first copy is lent to aluno, professor, bloqueado. */
  alunoLoans: number[];
  professorLoans: number[];
  blockedLoan: number;
}

export interface SeededTitle {
  codAcervo: number;
  ano: number | null;
}

/** Plans and inserts copies for every title that has none. */
export async function insertDemoCopies(database: Database, random: Random, libraries: number[]): Promise<{ titles: SeededTitle[]; staged: StagedTitles }> {
  const titles = (await queryRows<{ cod_acervo: number; ano_publicacao: number | null }>(database,
    `SELECT a.cod_acervo, a.ano_publicacao FROM acervo a
     WHERE NOT EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo) ORDER BY a.cod_acervo`))
    .map((t) => ({ codAcervo: t.cod_acervo, ano: t.ano_publicacao }));
  if (titles.length < 10) throw new Error(`the demo needs at least 10 titles without copies, found ${titles.length}`);
  const chosen = random.sample(titles.map((t) => t.codAcervo), 10);
  const staged: StagedTitles = {
    sharedQueue: chosen[0], alunoQueue: chosen[1], professorQueue: chosen[2], released: chosen[3],
    alunoLoans: chosen.slice(4, 7), professorLoans: chosen.slice(7, 9), blockedLoan: chosen[9],
  };
  const allOut = new Set([staged.sharedQueue, staged.alunoQueue, staged.professorQueue]);
  const firstOut = new Set([...staged.alunoLoans, ...staged.professorLoans, staged.blockedLoan]);
  const rows: CopyRow[] = [];
  for (const { codAcervo } of titles) {
    const copies = planCopies(random, codAcervo, libraries, { maxCopies: 4, state: allOut.has(codAcervo) ? 'emprestado' : undefined });
    if (firstOut.has(codAcervo)) Object.assign(copies[0], { situacao: 'emprestado', tipo_emprestimo: 'normal' });
    if (codAcervo === staged.released) Object.assign(copies[0], { situacao: 'reservado', tipo_emprestimo: 'normal' });
    rows.push(...copies);
  }
  await ensureLoanTypes(database);
  await insertJsonRows(database, { into: COPY_INTO, select: COPY_SELECT, record: COPY_RECORD }, rows);
  return { titles, staged };
}
