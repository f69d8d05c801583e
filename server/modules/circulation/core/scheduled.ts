/** What the scheduled jobs do: expire uncollected holds, remind of due dates. */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAlert, type PendingAlert } from '../../platform';
import { HOLD_ROW } from './states';
import { passOnCopyOf } from './release';
import { daysBetween } from './rules';
import { lockTitle, today } from './store';
import { exec, one, rows, transaction } from '../../../db/query';

/**
 * Released holds past their last collection day expire; each copy goes to the next patron
 * in the queue (or back on the shelf). One transaction per hold, under the title's lock.
 */
export async function expireUncollectedHolds(ctx: AppContext): Promise<{ expired: number; alerts: (PendingAlert | null)[] }> {
  const { db } = ctx.database;
  const due = await rows<{ cod_reserva: number; cod_acervo: number }>(db, sql`
    SELECT cod_reserva, cod_acervo FROM reserva WHERE situacao = ${HOLD_ROW.released} AND data_limite < current_date ORDER BY cod_reserva`);
  const alerts: (PendingAlert | null)[] = [];
  let expired = 0;
  for (const hold of due) {
    await transaction(ctx, async (tx) => {
      await lockTitle(tx, hold.cod_acervo);
      const day = await today(tx);
      const still = await one<{ cod_exemplar: number | null }>(tx, sql`SELECT cod_exemplar FROM reserva
        WHERE cod_reserva = ${hold.cod_reserva} AND situacao = ${HOLD_ROW.released} AND data_limite < ${day}::date FOR UPDATE`);
      if (!still) return;
      await exec(tx, sql`UPDATE reserva SET situacao = ${HOLD_ROW.expired}, data_encerramento = ${day}::date, cod_exemplar = NULL
        WHERE cod_reserva = ${hold.cod_reserva}`);
      alerts.push((await passOnCopyOf(tx, still.cod_exemplar, day)).alert);
      expired += 1;
    });
  }
  // Claimed job runs are kept a month, for looking back at what ran.
  await exec(db, sql`DELETE FROM tarefa_execucao WHERE iniciada_em < now() - interval '30 days'`);
  return { expired, alerts };
}

/** One alert per loan and due date, from `days` ahead down to tomorrow (a missed day is caught up). */
export async function remindDueLoans(ctx: AppContext, days: number): Promise<(PendingAlert | null)[]> {
  const { db } = ctx.database;
  const day = await today(db);
  const loans = await rows<{ cod_emprestimo: number; cod_pessoa: number; due: string; titulo: string; biblioteca: string }>(db, sql`
    SELECT m.cod_emprestimo, m.cod_pessoa, m.data_devolucao_prevista::text AS due, a.titulo, b.desc_biblioteca AS biblioteca
    FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = e.cod_acervo
    JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca
    WHERE m.data_devolucao IS NULL AND m.data_devolucao_prevista > ${day}::date AND m.data_devolucao_prevista <= ${day}::date + ${days}::int
    ORDER BY m.cod_emprestimo`);
  const alerts: (PendingAlert | null)[] = [];
  for (const loan of loans) {
    alerts.push(await recordAlert(db, loan.cod_pessoa, 'vencimento_proximo', `vencimento:${loan.cod_emprestimo}:${loan.due}`,
      { titulo: loan.titulo, biblioteca: loan.biblioteca, data: loan.due, dias: daysBetween(day, loan.due) }));
  }
  return alerts;
}
