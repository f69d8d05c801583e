/**
 * What staff do on a patron's behalf (issue 23): renew, place or cancel a hold, waive or
 * reduce a debt, block and unblock. Each runs the patron's own rule (loans' renewal, holds'
 * queue and its locks, debts' adjustment) inside one transaction with its audit row, the
 * staff member as actor and their reason kept.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoDate, rows, transaction } from '../../../db/query';
import { forbidden, unprocessable } from '../../../http/errors';
import type { StaffRole } from '../../../http/caller-types';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { deliverAlerts, recordAudit } from '../../platform';
import {
  adjustDebtIn, cancelHoldsIn, keepAnAdministrator, lockAdministrators, mayOverride, placeHoldIn, renewalRefusalsIn, renewIn,
} from '../../circulation';
import { patronSummary } from './patrons';
import { requiredReason } from './reason';

/**
 * Renews on the patron's behalf. With `liberar`, staff who may (the patrons or admin role,
 * as for "check out anyway") pass over the patron's standing: the circulation core's renewal
 * with its override, each renewal that needed it audited as loan.renew-override naming the
 * refusal it passed over.
 */
export async function renewFor(
  ctx: AppContext, actor: { codPessoa: number; roles: readonly StaffRole[] }, codPessoa: number, body: RequestBody<'staffRenewLoans'>,
): Promise<ResponseBody<'staffRenewLoans'>> {
  const motivo = requiredReason(body.motivo);
  const override = body.liberar === true;
  if (override && !mayOverride(actor.roles)) throw forbidden('error.desk-override-forbidden');
  return transaction(ctx, async (tx) => {
    await patronSummary(tx, codPessoa);
    const before = await rows<{ cod_emprestimo: number; data_devolucao_prevista: string; renovacoes: number }>(tx, sql`
      SELECT cod_emprestimo, data_devolucao_prevista::text, renovacoes FROM emprestimo
      WHERE cod_pessoa = ${codPessoa} AND cod_emprestimo IN ${body.emprestimos}`);
    const refusals = override ? await renewalRefusalsIn(tx, codPessoa) : new Map<number, string | null>();
    const results = await renewIn(tx, codPessoa, body.emprestimos, false, override);
    for (const r of results.filter((x) => x.renovado && x.emprestimo)) {
      const was = before.find((b) => b.cod_emprestimo === r.cod_emprestimo)!;
      const passedOver = refusals.get(r.cod_emprestimo) ?? null;
      await recordAudit(tx, {
        autor: actor.codPessoa, acao: passedOver ? 'loan.renew-override' : 'loan.renew', alvoTipo: 'emprestimo', alvoId: r.cod_emprestimo, codPessoa, motivo,
        antes: { data_devolucao_prevista: isoDate(was.data_devolucao_prevista), renovacoes: was.renovacoes, ...(passedOver ? { recusa: passedOver } : {}) },
        depois: { data_devolucao_prevista: r.emprestimo!.data_devolucao, renovacoes: r.emprestimo!.renovacoes },
      });
    }
    return results;
  });
}

export async function placeHoldFor(ctx: AppContext, actor: number, codPessoa: number, body: RequestBody<'staffPlaceHold'>): Promise<ResponseBody<'staffPlaceHold'>> {
  const motivo = requiredReason(body.motivo);
  return transaction(ctx, async (tx) => {
    await patronSummary(tx, codPessoa);
    const hold = await placeHoldIn(tx, codPessoa, body.reserva);
    await recordAudit(tx, {
      autor: actor, acao: 'hold.place', alvoTipo: 'reserva', alvoId: hold.cod_reserva, codPessoa, motivo,
      antes: null, depois: { cod_acervo: hold.cod_acervo, biblioteca: body.reserva.biblioteca, situacao: hold.situacao },
    });
    return hold;
  });
}

export async function cancelHoldsFor(ctx: AppContext, actor: number, codPessoa: number, body: RequestBody<'staffCancelHolds'>): Promise<void> {
  const motivo = requiredReason(body.motivo);
  const alerts = await transaction(ctx, async (tx) => {
    await patronSummary(tx, codPessoa);
    const { cancelled, alerts } = await cancelHoldsIn(tx, codPessoa, body.reservas);
    for (const hold of cancelled) {
      await recordAudit(tx, {
        autor: actor, acao: 'hold.cancel', alvoTipo: 'reserva', alvoId: hold.cod_reserva, codPessoa, motivo,
        antes: { situacao: hold.situacao }, depois: { situacao: 'cancelada' },
      });
    }
    return alerts;
  });
  await deliverAlerts(ctx, alerts);
}

export async function adjustDebtFor(ctx: AppContext, actor: number, codPessoa: number, codMulta: number, body: RequestBody<'staffAdjustDebt'>): Promise<ResponseBody<'staffAdjustDebt'>> {
  const motivo = requiredReason(body.motivo);
  if (body.acao === 'reduzir' && body.valor === undefined) throw unprocessable('error.debt-reduce-amount');
  return transaction(ctx, async (tx) => {
    const { before, after } = await adjustDebtIn(tx, codPessoa, codMulta,
      body.acao === 'perdoar' ? { acao: 'perdoar' } : { acao: 'reduzir', valor: body.valor! });
    const money = (d: typeof before) => ({ valor_multa: d.valor_multa, desconto: d.desconto, valor_pago: d.valor_pago, total_a_pagar: d.total_a_pagar });
    await recordAudit(tx, {
      autor: actor, acao: body.acao === 'perdoar' ? 'debt.waive' : 'debt.reduce', alvoTipo: 'multa', alvoId: codMulta, codPessoa, motivo,
      antes: money(before), depois: money(after),
    });
    return after;
  });
}

export async function setBlockFor(ctx: AppContext, actor: number, codPessoa: number, body: RequestBody<'staffSetPatronBlock'>): Promise<ResponseBody<'staffSetPatronBlock'>> {
  const motivo = requiredReason(body.motivo);
  return transaction(ctx, async (tx) => {
    if (body.bloqueado) await lockAdministrators(tx);
    const person = await patronSummary(tx, codPessoa, true);
    if (person.bloqueado === body.bloqueado) throw unprocessable('error.patron-block-unchanged');
    // A blocked staff member's token reaches no staff call: blocking the last administrator leaves none.
    if (body.bloqueado) await keepAnAdministrator(tx, codPessoa);
    await exec(tx, sql`UPDATE pessoa SET bloqueado = ${body.bloqueado} WHERE cod_pessoa = ${codPessoa}`);
    await recordAudit(tx, {
      autor: actor, acao: body.bloqueado ? 'patron.block' : 'patron.unblock', alvoTipo: 'pessoa', alvoId: codPessoa, codPessoa, motivo,
      antes: { bloqueado: person.bloqueado }, depois: { bloqueado: body.bloqueado },
    });
    return { ...person, bloqueado: body.bloqueado };
  });
}
