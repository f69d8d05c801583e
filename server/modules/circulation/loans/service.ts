/**
 * A patron's loans: the current ones, which may be renewed and why not, renewing (one, some
 * or all in one call, each reported), the history with its fines, and suspensions.
 * Renewing locks the titles and then the loans, so fifty renewals of one loan at once renew
 * it once: the others find it already due on the date a renewal would give.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import {
  decideRenewal, loanSelect, toLoan, type CirculationRule, type LibraryCalendar, type LoanRow, type Moment, type RenewalCase, type RenewalDecision, libraryCalendar,
  lockTitles, now, ruleOf, standingBar, standingOf,
} from '../core';
import { isoDate, rows, transaction, type Executor, type Tx } from '../../../db/query';

type PendingLoan = ResponseBody<'listPendingLoans'>[number];

const openLoans = (ex: Executor, codPessoa: number, lock = false) => rows<LoanRow>(ex, sql`${loanSelect}
  WHERE m.cod_pessoa = ${codPessoa} AND m.data_devolucao IS NULL ORDER BY m.data_devolucao_prevista, m.cod_emprestimo
  ${lock ? sql`FOR UPDATE OF m` : sql``}`);

/** Each loan's renewal case, as of now, from the patron's standing and the rule of each loan (its library and loan type). */
async function renewalCases(ex: Executor, codPessoa: number, loans: LoanRow[], at: Moment): Promise<Map<number, RenewalCase>> {
  const day = at.day;
  const standing = await standingOf(ex, codPessoa, day);
  const calendars = new Map<number, LibraryCalendar>();
  const rules = new Map<string, CirculationRule>();
  const result = new Map<number, RenewalCase>();
  for (const loan of loans) {
    if (!calendars.has(loan.cod_biblioteca)) calendars.set(loan.cod_biblioteca, await libraryCalendar(ex, loan.cod_biblioteca, day));
    const key = `${loan.cod_biblioteca} ${loan.tipo_emprestimo}`;
    if (!rules.has(key)) rules.set(key, await ruleOf(ex, codPessoa, loan));
    result.set(loan.cod_emprestimo, {
      today: day, now: at.time, rule: rules.get(key)!, heldByOther: loan.reservado, calendar: calendars.get(loan.cod_biblioteca),
      loan: { due: loan.data_devolucao, dueTime: loan.hora_devolucao, renovacoes: loan.renovacoes, limite: loan.limite_renovacoes },
      patron: {
        suspendedUntil: standing.suspendedUntil, debt: standing.debt, otherOverdue: standing.overdueLoans.some((c) => c !== loan.cod_emprestimo),
        barred: standingBar(standing),
      },
    });
  }
  return result;
}

/** The renewal decision of each loan, as of now; `override`: staff pass over the patron's standing. */
async function decisions(ex: Executor, codPessoa: number, loans: LoanRow[], at: Moment, override = false): Promise<Map<number, RenewalDecision>> {
  const cases = await renewalCases(ex, codPessoa, loans, at);
  return new Map([...cases].map(([code, c]) => [code, decideRenewal({ ...c, override })]));
}

export async function pendingLoans(ctx: AppContext, codPessoa: number, details: boolean): Promise<PendingLoan[]> {
  const { db } = ctx.database;
  const at = await now(db);
  const day = at.day;
  const loans = await openLoans(db, codPessoa);
  const decided = details ? await decisions(db, codPessoa, loans, at) : new Map<number, RenewalDecision>();
  return loans.map((r) => ({
    ...toLoan(r, day),
    detalhes: details ? {
      autor: r.autor, cod_exemplar: r.cod_exemplar, volume: r.volume, tomo: r.tomo, parte: r.parte,
      material_adicional: r.material_adicional, localizacao: r.localizacao, reservado: r.reservado,
      renovavel: decided.get(r.cod_emprestimo)?.ok ?? false,
    } : null,
  }));
}

export async function renewableLoans(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'listRenewableLoans'>> {
  const { db } = ctx.database;
  const at = await now(db);
  const day = at.day;
  const loans = await openLoans(db, codPessoa);
  const cases = await renewalCases(db, codPessoa, loans, at);
  return loans.map((r) => {
    const c = cases.get(r.cod_emprestimo)!;
    const d = decideRenewal(c);
    // What staff passing over the patron's standing would meet: the desk offers "Renew anyway" only when that renews.
    const over = d.ok ? d : decideRenewal({ ...c, override: true });
    return { ...toLoan(r, day), renovavel: d.ok, motivo: d.ok ? null : d.reason, motivo_com_liberacao: over.ok ? null : over.reason };
  });
}

/** Renews the given loans (or all, with `all`), each reported with its new due date or the reason it was refused. */
export async function renew(ctx: AppContext, codPessoa: number, codes: number[], all = false): Promise<ResponseBody<'renewLoans'>> {
  if (!all && codes.length === 0) throw unprocessable('error.renewal-select');
  return transaction(ctx, (tx) => renewIn(tx, codPessoa, codes, all));
}

/** Why each open loan would be refused a renewal now (null: it would be renewed), by the rules alone: what a staff override passes over. */
export async function renewalRefusalsIn(ex: Executor, codPessoa: number): Promise<Map<number, string | null>> {
  const decided = await decisions(ex, codPessoa, await openLoans(ex, codPessoa), await now(ex));
  return new Map([...decided].map(([code, d]) => [code, d.ok ? null : d.reason]));
}

/**
 * The renewal inside a transaction the caller holds: the patron's own call and the staff's
 * renewal on their behalf (server/modules/staff/workspace, which audits it in the same transaction).
 * `override`: staff pass over the patron's standing (openapi/renewal-override.ts; who may is theirs to check).
 */
export async function renewIn(tx: Tx, codPessoa: number, codes: number[], all = false, override = false): Promise<ResponseBody<'renewLoans'>> {
  const candidates = await openLoans(tx, codPessoa);
  await lockTitles(tx, candidates.map((l) => l.cod_acervo));
  const loans = await openLoans(tx, codPessoa, true);
  const wanted = all ? loans.map((l) => l.cod_emprestimo) : [...new Set(codes)];
  const at = await now(tx);
  const day = at.day;
  const decided = await decisions(tx, codPessoa, loans, at, override);
  // One UPDATE for every loan the decisions allow (a round trip per loan held the titles'
  // locks for as long as the loop ran), guarded by what was read as well as by the lock: a
  // loan changed meanwhile is not renewed twice.
  const byCode = new Map(loans.map((l) => [l.cod_emprestimo, l]));
  const allowed = wanted.flatMap((code) => {
    const loan = byCode.get(code);
    const d = decided.get(code);
    return loan && d?.ok ? [{ loan, due: d.due, time: d.dueTime, original: d.original }] : [];
  });
  const changed = new Set(allowed.length ? (await rows<{ cod_emprestimo: number }>(tx, sql`
    UPDATE emprestimo m SET data_devolucao_prevista = v.due, hora_devolucao_prevista = v.hora, renovacoes = m.renovacoes + 1, vencimento_original = v.original
    FROM unnest(${sql.param(allowed.map((a) => a.loan.cod_emprestimo))}::int[], ${sql.param(allowed.map((a) => a.due))}::date[],
      ${sql.param(allowed.map((a) => a.time))}::time[],
      ${sql.param(allowed.map((a) => a.loan.data_devolucao))}::date[], ${sql.param(allowed.map((a) => a.loan.renovacoes))}::int[],
      ${sql.param(allowed.map((a) => a.original))}::text[]) AS v(cod, due, hora, antes, renovacoes, original)
    WHERE m.cod_emprestimo = v.cod AND m.data_devolucao_prevista = v.antes AND m.renovacoes = v.renovacoes
    RETURNING m.cod_emprestimo`)).map((r) => r.cod_emprestimo) : []);
  const results: ResponseBody<'renewLoans'> = [];
  for (const code of wanted) {
    const loan = byCode.get(code);
    const d = decided.get(code);
    if (!loan || !d) {
      results.push({ cod_emprestimo: code, renovado: false, emprestimo: null, mensagem: 'error.renewal-not-found' });
    } else if (!d.ok) {
      results.push({ cod_emprestimo: code, renovado: false, emprestimo: null, mensagem: d.reason });
    } else if (!changed.has(code)) {
      results.push({ cod_emprestimo: code, renovado: false, emprestimo: null, mensagem: 'error.renewal-already-renewed' });
    } else {
      // The closed days skipped are named once the loan is read again; the answer says which days, not why.
      const renewed = { ...loan, data_devolucao: d.due, hora_devolucao: d.dueTime, hora_vencida: false, renovacoes: loan.renovacoes + 1, vencimento_original: d.original, fechados: [] };
      results.push({ cod_emprestimo: code, renovado: true, emprestimo: toLoan(renewed, day), mensagem: null });
    }
  }
  return results;
}

export async function loanHistory(ctx: AppContext, codPessoa: number, q: { dataIni?: string; dataFim?: string; multa?: boolean }): Promise<ResponseBody<'listLoanHistory'>> {
  const { db } = ctx.database;
  const list = await rows<LoanRow & { valor_multa: string | null; desconto: string; valor_pago: string; data_pagamento: string | null; tipo_servico: string; motivo: string | null }>(db, sql`
    SELECT l.*, f.valor_multa, f.desconto, f.valor_pago, f.data_pagamento::text, f.tipo_servico, f.motivo
    FROM (${loanSelect} WHERE m.cod_pessoa = ${codPessoa} AND m.data_devolucao IS NOT NULL
      ${q.dataIni ? sql`AND m.data_emprestimo >= ${q.dataIni}::date` : sql``}
      ${q.dataFim ? sql`AND m.data_emprestimo <= ${q.dataFim}::date` : sql``}) l
    ${q.multa ? sql`` : sql`LEFT`} JOIN multa f ON f.cod_emprestimo = l.cod_emprestimo
    ORDER BY l.data_devolucao_efetiva DESC, l.cod_emprestimo DESC`);
  return list.map((r) => {
    const valor = Number(r.valor_multa ?? 0);
    const paid = Number(r.valor_pago ?? 0);
    const discount = Number(r.desconto ?? 0);
    return {
      ...toLoan(r, r.data_devolucao_efetiva!), atrasado: r.data_devolucao_efetiva! > r.data_devolucao,
      data_devolucao_efetiva: isoDate(r.data_devolucao_efetiva),
      multa: r.valor_multa === null ? null : {
        valor_multa: valor, desconto: discount, valor_pago: paid, data_pagamento: isoDate(r.data_pagamento),
        tipo_servico: r.tipo_servico, motivo: r.motivo, total_a_pagar: Math.max(0, Math.round((valor - discount - paid) * 100) / 100),
      },
    };
  });
}

export async function suspensions(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'listSuspensions'>> {
  const list = await rows<{ cod_biblioteca: number; desc_biblioteca: string; data_inicio: string; data_fim: string; dias: number; motivo: string | null }>(
    ctx.database.db, sql`
    SELECT s.cod_biblioteca, b.desc_biblioteca, s.data_inicio::text, s.data_fim::text, (s.data_fim - s.data_inicio + 1)::int AS dias, s.motivo
    FROM suspensao s JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca
    WHERE s.cod_pessoa = ${codPessoa} ORDER BY s.data_inicio DESC, s.cod_suspensao DESC`);
  return list.map((s) => ({ ...s, data_inicio: isoDate(s.data_inicio)!, data_fim: isoDate(s.data_fim) }));
}
