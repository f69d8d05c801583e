/**
 * The offline desk (issue 36 item 9): applies the check-outs and returns a desk queued in the
 * browser while the network was down. In the order sent, each through the desk's own check-out
 * and return (so the circulation core's rules, never copies of them), dated at the desk's
 * moment, exactly once by its client id, and each answering on its own: applied, discarded, or
 * a conflict the clerk resolves. The id is claimed first in the item's transaction (a row of
 * transacao_offline): a concurrent replay waits on it, then finds it applied and answers the
 * stored result; a conflict deletes its claim, so the same id may be sent again.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { StaffRole } from '../../../http/caller-types';
import { HttpError } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { exec, one, transaction, type Tx } from '../../../db/query';
import { OFFLINE_DESK_CLOCK_SLACK_MINUTES, OFFLINE_DESK_MAX_AGE_DAYS, conflictTracker } from '../../../../openapi/offline-desk';
import { actorOf, recordAudit } from '../../platform';
import { overridable, type OfflineMoment } from '../core';
import { checkOutAtDesk, mayOverride, returnAtDesk } from './patron-panel';

type Transaction = RequestBody<'applyOfflineDesk'>['transacoes'][number];
type Result = ResponseBody<'applyOfflineDesk'>['resultados'][number];
type Staff = { codPessoa: number; roles: readonly StaffRole[] };

const KIND = { checkOut: 'emprestimo', return: 'devolucao' } as const;
const STATE = { claimed: 'aplicando', applied: 'aplicada', discarded: 'descartada' } as const;

/** Applies a batch in order; an item on a copy whose earlier item conflicted is held (openapi/offline-desk.ts). */
export async function applyOfflineDesk(ctx: AppContext, staff: Staff, items: readonly Transaction[]): Promise<Result[]> {
  const tracker = conflictTracker();
  const results: Result[] = [];
  for (const item of items) {
    const result = !item.descartar && tracker.isHeld(item.codigo_barras)
      ? await recordConflict(ctx, staff, item, 'error.offline-held')
      : await applyOne(ctx, staff, item);
    if (result.situacao === 'conflito') tracker.markConflict(item.codigo_barras);
    results.push(result);
  }
  return results;
}

/** A moment PostgreSQL reads: the contract's date-time also allows years it refuses (0000), which are no desk's anyway. */
const readable = (momento: string): boolean => {
  const ms = Date.parse(momento);
  return Number.isFinite(ms) && ms > Date.UTC(2000, 0, 1) && ms < Date.UTC(9000, 0, 1);
};

/** The desk's moment in the database's local day and time, or null when it is in the future or too old to trust. */
async function deskMoment(tx: Tx, momento: string): Promise<OfflineMoment['at'] | null> {
  if (!readable(momento)) return null;
  const row = await one<{ day: string; time: string; fits: boolean }>(tx, sql`
    SELECT to_char(${momento}::timestamptz, 'YYYY-MM-DD') AS day, to_char(${momento}::timestamptz, 'HH24:MI') AS time,
      ${momento}::timestamptz <= now() + make_interval(mins => ${OFFLINE_DESK_CLOCK_SLACK_MINUTES})
        AND ${momento}::timestamptz >= now() - make_interval(days => ${OFFLINE_DESK_MAX_AGE_DAYS}) AS fits`);
  return row?.fits ? { day: row.day, time: row.time } : null;
}

/** What the item's audit rows say about it. */
const described = (item: Transaction) => ({
  transacao_offline: item.id, tipo: item.tipo, codigo_barras: item.codigo_barras, usuario: item.usuario ?? null, momento_balcao: item.momento,
});

function applyOne(ctx: AppContext, staff: Staff, item: Transaction): Promise<Result> {
  return transaction(ctx, async (tx): Promise<Result> => {
    const claimed = await one<{ id: string }>(tx, sql`
      INSERT INTO transacao_offline (id, tipo, situacao, cod_funcionario, momento)
      VALUES (${item.id}, ${item.tipo}, ${STATE.claimed}, ${staff.codPessoa}, ${readable(item.momento) ? item.momento : new Date().toISOString()}::timestamptz)
      ON CONFLICT (id) DO NOTHING RETURNING id`);
    if (!claimed) return replayOf(tx, item.id);
    if (item.descartar) {
      await settle(tx, item.id, STATE.discarded, null);
      await recordAudit(tx, { ...actorOf(staff.codPessoa), acao: 'desk.offline-discard', alvoTipo: 'transacao_offline', alvoId: item.id, depois: described(item) });
      return { id: item.id, situacao: 'descartada', repetida: false };
    }
    const at = await deskMoment(tx, item.momento);
    if (!at) return conflictIn(tx, staff, item, 'error.offline-desk-time');
    // The desk's check-out and return on this transaction: their own transaction becomes a savepoint, so a refusal undoes only its work.
    const onTx: AppContext = { ...ctx, database: { ...ctx.database, db: tx as unknown as AppContext['database']['db'] } };
    const offline = { id: item.id, at, momento: item.momento };
    try {
      const answer = item.tipo === KIND.checkOut
        ? { emprestimo: await checkOutAtDesk(onTx, staff, item.usuario ?? '', item.codigo_barras, item.motivo_liberacao, offline) }
        : { devolucao: await returnAtDesk(onTx, staff.codPessoa, item.codigo_barras, offline) };
      await settle(tx, item.id, STATE.applied, answer);
      return { id: item.id, situacao: 'aplicada', repetida: false, ...answer };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode < 400 || error.statusCode >= 500) throw error;
      // A check-out's refusal about the patron (422) may be lifted with a reason, by whoever may override.
      const liftable = item.tipo === KIND.checkOut && error.statusCode === 422 && overridable(error.message) && mayOverride(staff.roles);
      return conflictIn(tx, staff, item, error.message, liftable);
    }
  });
}

async function settle(tx: Tx, id: string, situacao: string, resultado: Record<string, unknown> | null) {
  await exec(tx, sql`UPDATE transacao_offline SET situacao = ${situacao}, resultado = ${resultado === null ? null : JSON.stringify(resultado)}::jsonb WHERE id = ${id}`);
}

/** An id seen before: its first result again, with nothing done now. */
async function replayOf(tx: Tx, id: string): Promise<Result> {
  const row = await one<{ situacao: string; resultado: Record<string, unknown> | null }>(tx, sql`SELECT situacao, resultado FROM transacao_offline WHERE id = ${id}`);
  // A claim still 'aplicando' is another request's that has not finished: the insert above waited for it, so this cannot be seen here.
  const situacao = row?.situacao === STATE.discarded ? 'descartada' : 'aplicada';
  return { id, situacao, repetida: true, ...(row?.resultado ?? {}) };
}

/** A held item's conflict, unless its id was applied or discarded before (a lost answer): then that result. */
const recordConflict = (ctx: AppContext, staff: Staff, item: Transaction, key: string) =>
  transaction(ctx, async (tx) => {
    const seen = await one<{ id: string }>(tx, sql`SELECT id FROM transacao_offline WHERE id = ${item.id}`);
    return seen ? replayOf(tx, item.id) : conflictIn(tx, staff, item, key);
  });

/**
 * A conflict: nothing changes but the audit row. The claim goes in the same transaction, so a
 * replay waiting on it finds no row and meets the same conflict, and the clerk may send the
 * same id again (with a reason) or discard it.
 */
async function conflictIn(tx: Tx, staff: Staff, item: Transaction, key: string, liberavel = false): Promise<Result> {
  await exec(tx, sql`DELETE FROM transacao_offline WHERE id = ${item.id} AND situacao = ${STATE.claimed}`);
  await recordAudit(tx, {
    ...actorOf(staff.codPessoa), acao: 'desk.offline-conflict', alvoTipo: 'transacao_offline', alvoId: item.id,
    depois: { ...described(item), conflito: key },
  });
  return { id: item.id, situacao: 'conflito', repetida: false, conflito: key, liberavel };
}
