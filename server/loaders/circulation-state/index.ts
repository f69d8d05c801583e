/**
 * `npm run circulation-state -- import <kind> file.csv [--preset koha] [--map …] [--dry-run]`
 * (issue 35 item 2): the old system's circulation state on switch-over day — current loans,
 * holds in their queue order, open debts, suspensions in force, loan history — written into
 * the tables the circulation core uses, so every front door takes them as its own.
 *
 * All or nothing per file: every row is checked (inside the write's transaction, after the
 * titles it touches are locked as the desk locks them), and one refused row writes nothing.
 * A dry run checks the same way and reports each line's outcome. Idempotent: each row has a
 * key (chave_importacao: the file's id, or what makes the row), and a second load of the
 * same file reports every row unchanged and writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { rows, transaction, type Executor, type Tx } from '../../db/query';
import { today as todayOf } from '../../modules/circulation';
import { lockTitles } from '../../modules/catalogue';
import { recordAudit } from '../../modules/platform';
import { failedLoad, readCsvRows, type FieldRows, type FieldSpec, type LoadEvent, type LoadResult, type RowError } from '../csv';
import { planFines, planSuspensions, writeFines, writeSuspensions } from './debts';
import { planHolds, writeHolds } from './holds';
import { CIRCULATION_KINDS, circulationMapping, type CirculationKind } from './kinds';
import { planLoans, writeLoans } from './loans';
import type { Planned } from './values';

export { CIRCULATION_KIND_NAMES, CIRCULATION_PRESETS, type CirculationKind } from './kinds';

export interface CirculationLoadOptions { kind: CirculationKind; file: string; mapping?: Record<string, string>; preset?: string; dryRun?: boolean }

type Plan = { planned: Planned<object>[]; errors: RowError[] };

const KINDS: Record<CirculationKind, { plan: (ex: Executor, rows: FieldRows<any>, today: string) => Promise<Plan>; write: (tx: Tx, planned: any[]) => Promise<void> }> = {
  loans: { plan: (ex, r, day) => planLoans(ex, r, day, false), write: writeLoans },
  history: { plan: (ex, r, day) => planLoans(ex, r, day, true), write: writeLoans },
  holds: { plan: planHolds, write: writeHolds },
  fines: { plan: (ex, r) => planFines(ex, r), write: writeFines },
  suspensions: { plan: planSuspensions, write: writeSuspensions },
};

/** The titles a file's copies and titles belong to: locked before its rows are checked, as a check-out locks its title. */
async function titlesOf(ex: Executor, input: FieldRows<string>): Promise<number[]> {
  const barcodes = [...new Set(input.map((r) => (r.fields.barcode ?? '').trim()).filter(Boolean))];
  const controls = [...new Set(input.map((r) => (r.fields.title ?? '').trim()).filter(Boolean))];
  if (!barcodes.length && !controls.length) return [];
  const found = await rows<{ cod_acervo: number }>(ex, sql`
    SELECT cod_acervo FROM exemplar WHERE codigo_barras = ANY(${sql.param(barcodes)}::text[])
      OR (codigo_barras IS NULL AND cod_exemplar = ANY(${sql.param(barcodes.filter((b) => /^\d{1,9}$/.test(b)).map(Number))}::int[]))
    UNION SELECT cod_acervo FROM acervo WHERE numero_controle = ANY(${sql.param(controls)}::text[])`);
  return found.map((r) => r.cod_acervo);
}

class Refused extends Error {
  constructor(readonly plan: Plan) { super('refused'); }
}

export async function loadCirculationState(database: Database, options: CirculationLoadOptions, emit: (e: LoadEvent) => void): Promise<LoadResult> {
  const { kind, file, dryRun = false } = options;
  let mapping: Record<string, string>;
  try {
    mapping = circulationMapping(kind, options.preset, options.mapping ?? {});
  } catch (error) {
    return failedLoad(file, (error as Error).message, emit);
  }
  const input = await readCsvRows(file, CIRCULATION_KINDS[kind] as Record<string, FieldSpec>, mapping);
  if ('failed' in input) return failedLoad(file, input.failed, emit);
  if (!input.length) return failedLoad(file, 'no rows', emit);
  const { plan: check, write } = KINDS[kind];
  let plan: Plan;
  if (dryRun) {
    const { db } = database;
    plan = await check(db, input as FieldRows<string>, await todayOf(db));
  } else {
    try {
      plan = await transaction(database.db, async (tx) => {
        await lockTitles(tx, await titlesOf(tx, input as FieldRows<string>));
        const checked = await check(tx, input as FieldRows<string>, await todayOf(tx));
        // One refused row and the file writes nothing: throwing rolls back what the checks locked.
        if (checked.errors.length) throw new Refused(checked);
        if (checked.planned.some((p) => p.action !== 'unchanged')) {
          await write(tx, checked.planned);
          await recordAudit(tx, {
            autor: null, acao: 'circulation.import', alvoTipo: 'arquivo', alvoId: file,
            depois: { kind, ...countOf(checked.planned) },
          });
        }
        return checked;
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      plan = error.plan;
    }
  }
  const reports: LoadEvent[] = [
    ...plan.errors.map((e) => ({ event: 'row-error' as const, ...e })),
    ...(dryRun ? plan.planned.map((p) => ({ event: 'row' as const, line: p.line, action: p.action, detail: p.detail })) : []),
  ].sort((a, b) => (a as { line: number }).line - (b as { line: number }).line);
  for (const r of reports) emit(r);
  const refused = plan.errors.length > 0 && !dryRun;
  const counts = refused ? { created: 0, updated: 0, unchanged: 0 } : countOf(plan.planned);
  const summary = { read: input.length, ...counts, skipped: plan.errors.length, ...(dryRun ? { dryRun } : {}) };
  if (refused) {
    const message = `${plan.errors.length} ${plan.errors.length === 1 ? 'line' : 'lines'} refused: nothing written (all or nothing)`;
    emit({ event: 'file-failed', file, message });
    return { ...summary, failed: message };
  }
  emit({ event: 'done', file, summary });
  return { ...summary, failed: null };
}

function countOf(planned: Planned<unknown>[]) {
  const n = (action: string) => planned.filter((p) => p.action === action).length;
  return { created: n('create'), updated: n('update'), unchanged: n('unchanged') };
}
