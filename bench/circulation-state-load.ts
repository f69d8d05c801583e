/**
 * `npx tsx bench/circulation-state-load.ts [loans] [holds] [fines]` (issue 35 item 2): the
 * switch-over day's circulation state on embedded PGlite — 20,000 current loans, 5,000 holds
 * and 10,000 open debts by default — generated as CSV files over a demo catalogue grown with
 * enough copies and patrons, then loaded as `npm run circulation-state` loads them (the
 * checks inside the write's transaction, all or nothing). Prints each file's time and the
 * total; the goal is ≤ 60 s. Then loads the files again: the second load must report every
 * row unchanged.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { loadCirculationState, type CirculationKind } from '../server/loaders/circulation-state';
import type { LoadResult } from '../server/loaders/csv';
import { seedDemo } from '../server/seed/demo';

const [loans = 20_000, holds = 5_000, fines = 10_000] = process.argv.slice(2).map(Number);
const PATRONS = 8_000;
const GOAL_SECONDS = 60;

const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'circulation-bench-'));
  const database = await openDatabase('memory');
  try {
    console.log('seeding the demo catalogue (minimal) …');
    await seedDemo(database, { size: 'minimal' });
    const { db } = database;
    // Copies: one per loan and per ready hold, over the demo titles; patrons: the crowd that owes and borrows.
    await db.execute(sql`
      INSERT INTO exemplar (cod_acervo, cod_biblioteca, tipo_emprestimo, situacao, codigo_barras)
      SELECT t.cod_acervo, 1, 'normal', 'disponivel', 'BENCH' || lpad(g::text, 7, '0')
      FROM generate_series(1, ${loans + holds}) g
      JOIN LATERAL (SELECT cod_acervo FROM acervo ORDER BY cod_acervo OFFSET (g % (SELECT count(*) FROM acervo)) LIMIT 1) t ON true`);
    await db.execute(sql`
      INSERT INTO pessoa (login, nome, categoria, senha_hash, email)
      SELECT 'bench' || g, 'Leitor ' || g, (SELECT codigo FROM categoria ORDER BY codigo LIMIT 1), '!', NULL FROM generate_series(1, ${PATRONS}) g`);
    const titles = (await db.execute(sql`SELECT numero_controle FROM acervo ORDER BY cod_acervo`) as unknown as { rows: { numero_controle: string }[] }).rows;

    const patron = (i: number) => `bench${(i % PATRONS) + 1}`;
    const barcode = (i: number) => `BENCH${String(i).padStart(7, '0')}`;
    const files: [CirculationKind, string, string[]][] = [
      ['loans', 'loans.csv', ['patron,barcode,loan_date,due_date,renewals',
        // Lent 1–30 days ago for 7–27 days: some overdue, most not.
        ...Array.from({ length: loans }, (_, i) => `${patron(i)},${barcode(i + 1)},${iso(-(i % 30) - 1)},${iso(-(i % 30) - 1 + 7 + (i % 21))},${i % 3}`)]],
      ['holds', 'holds.csv', ['patron,title,hold_date,position,status,barcode,shelf_date',
        ...Array.from({ length: holds }, (_, i) => {
          // Every tenth hold is waiting on the shelf with its own copy; the rest queue (one per patron and title).
          const ready = i % 10 === 0;
          // A waiting hold names its copy (the title is the copy's); a queued one its title.
          return ready ? `${patron(i * 7 + 3)},,${iso(-(i % 20) - 2)},,ready,${barcode(loans + i + 1)},${iso(-1)}`
            : `${patron(i * 7 + 3)},${titles[i % titles.length].numero_controle},${iso(-(i % 20) - 2)},${Math.floor(i / titles.length) + 1},queued,,`;
        })]],
      ['fines', 'fines.csv', ['patron,amount,paid,reason,date,id',
        ...Array.from({ length: fines }, (_, i) => `${patron(i * 3)},${(1 + (i % 40) * 0.5).toFixed(2)},0,Atraso na devolução,${iso(-(i % 90) - 1)},F${i}`)]],
    ];
    let total = 0;
    for (const round of ['first load', 'second load (unchanged)']) {
      console.log(`\n${round}`);
      for (const [kind, name, lines] of files) {
        const file = path.join(dir, name);
        await fs.writeFile(file, `${lines.join('\n')}\n`);
        const errors: string[] = [];
        const started = performance.now();
        const result: LoadResult = await loadCirculationState(database, { kind, file }, (e) => { if (e.event === 'row-error') errors.push(`line ${e.line}: ${e.reason}`); });
        const seconds = (performance.now() - started) / 1000;
        if (round === 'first load') total += seconds;
        console.log(`${kind.padEnd(6)} ${String(result.read).padStart(6)} rows  ${seconds.toFixed(1).padStart(5)} s  created ${result.created}, unchanged ${result.unchanged}, skipped ${result.skipped}`);
        if (errors.length) console.log(errors.slice(0, 5).join('\n'));
        if (result.failed !== null || (round !== 'first load' && result.unchanged !== result.read)) process.exitCode = 1;
      }
    }
    console.log(`\ntotal (first load): ${total.toFixed(1)} s for ${loans} loans, ${holds} holds, ${fines} debts — goal ≤ ${GOAL_SECONDS} s: ${total <= GOAL_SECONDS ? 'met' : 'NOT met'}`);
    if (total > GOAL_SECONDS) process.exitCode = 1;
  } finally {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => { console.error(error); process.exitCode = 1; });
