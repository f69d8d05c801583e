/**
 * Checking a copy out to a patron and taking it back: the one checkout and return every front
 * door calls (the desk, a SIP2 self-check kiosk, a future phone self-checkout), so a kiosk
 * refuses what the desk refuses. Both lock the
 * title, then the copy, then the loan (the lock order of store.ts). A return
 * charges the category's fine and suspension for a late copy and hands the copy to the
 * next hold in the title's queue, whose patron is told by alert, push and e-mail.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { notFound, unprocessable, type MessageKey } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { deliverAlerts, actorOf, recordAudit, type Actor } from '../../platform';
import { fineFor, lateFor, suspensionFor, type CirculationRule } from './rules';
import { dueWithOrigin, originalKey } from './due-move';
import { SEPARATED, libraryCalendar, lockTitle, now, policyFor, standingBar, standingOf, type PolicyDecision, type Standing } from './store';
import { placeCopy, type FreeCopy } from './release';
import type { Moment } from './hourly';
import { COPY, HOLD_ROW } from './states';
import { loanSelect, toLoan, type LoanRow } from './loan-rows';
import { exec, one, transaction, type Executor } from '../../../db/query';

export interface CopyRow extends FreeCopy { situacao: string; tipo_emprestimo: string }

const copySelect = sql`SELECT cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material_adicional, situacao, tipo_emprestimo FROM exemplar`;

/** The copy number a scanned barcode names when no copy carries it as a label (leading zeros and spaces allowed), or null. */
export function copyNumberOf(barcode: string): number | null {
  const label = barcode.trim();
  return /^\d{1,9}$/.test(label) ? Number(label) : null;
}

/** A barcode is the copy's label (exemplar.codigo_barras, imported copies) or else its number (cod_exemplar), leading zeros and spaces allowed. */
export async function copyByBarcode(ex: Executor, barcode: string, lock = false): Promise<CopyRow> {
  const label = barcode.trim();
  const code = copyNumberOf(label);
  const copy = label
    ? await one<CopyRow>(ex, sql`${copySelect} WHERE codigo_barras = ${label}
        OR (${code !== null} AND codigo_barras IS NULL AND cod_exemplar = ${code ?? 0})
        ORDER BY codigo_barras IS NULL LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`)
    : undefined;
  if (!copy) throw notFound('error.copy-not-found');
  return copy;
}

export interface Patron { cod_pessoa: number; login: string; nome: string; categoria: string; bloqueado: boolean }

export async function patronByLogin(ex: Executor, login: string): Promise<Patron> {
  const person = await one<Patron>(ex, sql`
    SELECT cod_pessoa, login, nome, categoria, bloqueado FROM pessoa WHERE lower(login) = lower(${login.trim()})`);
  if (!person) throw notFound('error.user-not-found');
  return person;
}

/**
 * Why no loan can be made to this patron now (a 422 key), or null; with `loanType`, of a copy
 * of that loan type (its own limit counts too).
 */
export function loanRefusal(patron: Patron, standing: Standing, rule: CirculationRule, loanType?: string): string | null {
  const barred = standingBar(standing);
  if (barred) return barred;
  if (patron.bloqueado) return 'error.desk-patron-blocked';
  if (standing.suspendedUntil) return 'error.desk-patron-suspended';
  if (standing.openLoans >= rule.maxEmprestimos) return 'error.desk-loan-limit';
  if (loanType !== undefined && rule.maxEmprestimosTipo !== null && (standing.openByType[loanType] ?? 0) >= rule.maxEmprestimosTipo) {
    return 'error.desk-loan-type-limit';
  }
  if (standing.debt > 0 && (!rule.renovaComDebito || (rule.debitoMaximo !== null && standing.debt > rule.debitoMaximo))) return 'error.desk-patron-debt';
  if (standing.overdueLoans.length > 0 && !rule.renovaComAtraso) return 'error.desk-patron-overdue';
  return null;
}

const UNLOANABLE_STATES: string[] = [COPY.inLibraryOnly, COPY.inProcessing, COPY.lost, COPY.withdrawn];

/** Why this copy may not be lent under this decision (its state, its loan type, the rule), or null. */
export function copyRefusal(copy: { situacao: string }, decision: Pick<PolicyDecision, 'rule' | 'typeNotForLoan'>): string | null {
  if (decision.typeNotForLoan || decision.rule.naoEmprestavel || UNLOANABLE_STATES.includes(copy.situacao)) return 'error.desk-copy-not-loanable';
  if (copy.situacao === COPY.onLoan) return 'error.desk-copy-on-loan';
  return null;
}

/**
 * Why the desk (or a kiosk) would refuse lending this copy to this patron now, or null: the
 * copy (its state, loan type, the rule's not-for-loan), the patron under the rule the
 * resolver picked, then a copy set aside for another patron's hold. The check-out and the
 * staff's "effective rule" ask it, so they never disagree.
 */
export async function checkoutRefusal(
  ex: Executor, patron: Patron, copy: CopyRow, decision: PolicyDecision, day: string,
): Promise<string | null> {
  const refusal = copyRefusal(copy, decision) ?? loanRefusal(patron, await standingOf(ex, patron.cod_pessoa, day), decision.rule, copy.tipo_emprestimo);
  if (refusal) return refusal;
  const setAside = await one<{ cod_pessoa: number }>(ex, sql`
    SELECT cod_pessoa FROM reserva WHERE cod_exemplar = ${copy.cod_exemplar} AND situacao = ${HOLD_ROW.released}`);
  return setAside && setAside.cod_pessoa !== patron.cod_pessoa ? 'error.desk-copy-reserved' : null;
}

/**
 * A transaction the desk made offline (issue 36 item 9): it happened at the desk's moment
 * `at` (the database's local day and time), so its dates, its due date and any lateness
 * count from then; its `id` is kept in the audit row, which marks it as offline.
 */
/** `momento`: the desk's moment as it sent it (ISO), to the second: what the loan's moment is compared with. */
export interface OfflineMoment { id: string; at: Moment; momento: string }

/**
 * Koha's "check out anyway": a reason lets a patron-level refusal pass (blocked, suspended,
 * overdue, debt, limit, expired registration), never a separated patron's nor a copy's.
 * Who may give one is the caller's business (the desk checks the staff role).
 */
export interface CheckOutOptions {
  override?: string;
  /** A transaction queued at the desk while offline: its id and the desk's time (offline.ts). */
  offline?: OfflineMoment;
  /**
   * A front door's own conditions over the core's (the phone self-checkout: the library and
   * loan type must allow it, the visit must still be valid): `admit` runs in the transaction
   * once the copy is locked and throws its refusal; `made` records the loan where the front
   * door keeps it (the phone's receipt), in the same transaction.
   */
  channel?: {
    admit(tx: Executor, copy: CopyRow): Promise<void>;
    made(tx: Executor, loan: { cod_emprestimo: number }): Promise<void>;
  };
}

/** The audit's mark of an offline transaction. */
const offlineMark = (offline?: OfflineMoment) =>
  offline ? { transacao_offline: offline.id, momento_balcao: `${offline.at.day} ${offline.at.time}` } : {};

/** Whether `override` may lift this refusal: the patron's, never a separated patron's nor the copy's (its state, type, or another patron's hold). */
export const overridable = (refusal: string): boolean => refusal !== SEPARATED && !COPY_REFUSALS.has(refusal);

/** The refusals about the copy itself (its state, its loan type, another patron's hold). */
const COPY_REFUSALS: ReadonlySet<string> = new Set(['error.desk-copy-not-loanable', 'error.desk-copy-on-loan', 'error.desk-copy-reserved']);

/** `actor`: the staff member at the desk, a SIP2 self-check terminal, the patron's phone, or null from the command line; kept in the audit trail. */
export async function checkOut(ctx: AppContext, login: string, barcode: string, actor: Actor = null, options: CheckOutOptions = {}): Promise<ResponseBody<'deskCheckOut'>> {
  const { db } = ctx.database;
  const patron = await patronByLogin(db, login);
  const found = await copyByBarcode(db, barcode);
  return transaction(ctx, async (tx) => {
    await lockTitle(tx, found.cod_acervo);
    const copy = await copyByBarcode(tx, barcode, true);
    await options.channel?.admit(tx, copy);
    const decision = await policyFor(tx, patron.cod_pessoa, copy);
    const at = options.offline?.at ?? await now(tx);
    const day = at.day;
    const { rule } = decision;
    const refusal = await checkoutRefusal(tx, patron, copy, decision, day);
    const overridden = refusal && options.override && overridable(refusal) ? refusal : null;
    if (refusal && !overridden) throw unprocessable(refusal as MessageKey);
    const setAside = await one<{ cod_reserva: number; cod_pessoa: number }>(tx, sql`
      SELECT cod_reserva, cod_pessoa FROM reserva WHERE cod_exemplar = ${copy.cod_exemplar} AND situacao = ${HOLD_ROW.released} FOR UPDATE`);
    const fulfilled = setAside ?? await one<{ cod_reserva: number }>(tx, sql`
      SELECT cod_reserva FROM reserva WHERE cod_pessoa = ${patron.cod_pessoa} AND cod_acervo = ${copy.cod_acervo} AND situacao = ${HOLD_ROW.queued}
      ORDER BY data_reserva LIMIT 1 FOR UPDATE`);
    if (fulfilled) {
      await exec(tx, sql`UPDATE reserva SET situacao = ${HOLD_ROW.collected}, data_encerramento = ${day}::date WHERE cod_reserva = ${fulfilled.cod_reserva}`);
    }
    const { due: { day: due, time: dueTime }, original } = dueWithOrigin(rule, at, await libraryCalendar(tx, copy.cod_biblioteca, day));
    const loan = (await one<{ cod_emprestimo: number }>(tx, sql`
      INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, momento_emprestimo, data_devolucao_prevista, hora_devolucao_prevista, limite_renovacoes, vencimento_original)
      VALUES (${copy.cod_exemplar}, ${patron.cod_pessoa}, ${day}::date, ${options.offline ? sql`${options.offline.momento}::timestamptz` : sql`now()`},
        ${due}::date, ${dueTime}::time, ${rule.maxRenovacoes}, ${original ? originalKey(original) : null}) RETURNING cod_emprestimo`))!;
    await exec(tx, sql`UPDATE exemplar SET situacao = ${COPY.onLoan} WHERE cod_exemplar = ${copy.cod_exemplar}`);
    await exec(tx, sql`
      INSERT INTO estatistica_emprestimo (cod_acervo, ano, total) VALUES (${copy.cod_acervo}, extract(year FROM ${day}::date)::int, 1)
      ON CONFLICT (cod_acervo, ano) DO UPDATE SET total = estatistica_emprestimo.total + 1`);
    await recordAudit(tx, {
      ...actorOf(actor), acao: 'loan.checkout', alvoTipo: 'emprestimo', alvoId: loan.cod_emprestimo, codPessoa: patron.cod_pessoa,
      antes: { situacao_exemplar: copy.situacao },
      depois: {
        cod_exemplar: copy.cod_exemplar, data_devolucao_prevista: due, hora_devolucao_prevista: dueTime, regra: decision.source?.id ?? null,
        reserva_atendida: fulfilled?.cod_reserva ?? null,
        ...(overridden ? { recusa_liberada: overridden } : {}),
        ...offlineMark(options.offline),
      },
      motivo: overridden ? options.override!.trim() : null,
    });
    await options.channel?.made(tx, loan);
    const row = (await one<LoanRow>(tx, sql`${loanSelect} WHERE m.cod_emprestimo = ${loan.cod_emprestimo}`))!;
    return { emprestimo: toLoan(row, day), cod_pessoa: patron.cod_pessoa, nome: patron.nome, reserva_atendida: fulfilled?.cod_reserva ?? null };
  });
}

/** `offline`: a return the desk took offline, dated (and its lateness counted) at the desk's moment. */
export async function checkIn(ctx: AppContext, barcode: string, actor: Actor = null, offline?: OfflineMoment): Promise<ResponseBody<'deskReturn'>> {
  const found = await copyByBarcode(ctx.database.db, barcode);
  const { answer, alert } = await transaction(ctx, async (tx) => {
    await lockTitle(tx, found.cod_acervo);
    const copy = await copyByBarcode(tx, barcode, true);
    // An offline return closes only the loan open at the desk's moment: one made later (the copy lent again meanwhile) is not its loan.
    const openThen = offline
      ? sql`coalesce(m.momento_emprestimo <= ${offline.momento}::timestamptz, m.data_emprestimo <= ${offline.at.day}::date)`
      : sql`true`;
    const loan = await one<{ cod_emprestimo: number; cod_pessoa: number; nome: string; titulo: string; due: string; due_time: string | null; open_then: boolean }>(tx, sql`
      SELECT m.cod_emprestimo, m.cod_pessoa, p.nome, a.titulo, m.data_devolucao_prevista::text AS due, to_char(m.hora_devolucao_prevista, 'HH24:MI') AS due_time,
        ${openThen} AS open_then
      FROM emprestimo m JOIN pessoa p ON p.cod_pessoa = m.cod_pessoa JOIN acervo a ON a.cod_acervo = ${copy.cod_acervo}
      WHERE m.cod_exemplar = ${copy.cod_exemplar} AND m.data_devolucao IS NULL FOR UPDATE OF m`);
    if (!loan) throw unprocessable('error.desk-copy-not-on-loan');
    if (offline && !loan.open_then) throw unprocessable('error.offline-copy-lent-again');
    const current = await now(tx);
    const at = offline?.at ?? current;
    const day = at.day;
    // An hourly loan is fined per hour late (begun hours), a day loan per day.
    const { units, days: late } = lateFor({ day: loan.due, time: loan.due_time }, at);
    const { rule } = await policyFor(tx, loan.cod_pessoa, copy);
    const fine = fineFor(units, rule);
    const suspension = suspensionFor(late, rule, day);
    const reason = loan.due_time === null
      ? `Atraso na devolução (${late} ${late === 1 ? 'dia' : 'dias'})`
      : `Atraso na devolução (${units} ${units === 1 ? 'hora' : 'horas'})`;
    await exec(tx, sql`UPDATE emprestimo SET data_devolucao = ${day}::date WHERE cod_emprestimo = ${loan.cod_emprestimo}`);
    if (fine > 0) {
      await exec(tx, sql`INSERT INTO multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor_multa, tipo_servico, motivo)
        VALUES (${loan.cod_pessoa}, ${loan.cod_emprestimo}, ${copy.cod_biblioteca}, ${fine}, 'Empréstimo', ${reason})`);
    }
    if (suspension) {
      await exec(tx, sql`INSERT INTO suspensao (cod_pessoa, cod_biblioteca, cod_emprestimo, data_inicio, data_fim, motivo)
        VALUES (${loan.cod_pessoa}, ${copy.cod_biblioteca}, ${loan.cod_emprestimo}, ${suspension.inicio}::date, ${suspension.fim}::date, ${reason})`);
    }
    // The next hold is told now, so its collection time counts from today, not the desk's moment.
    const placed = await placeCopy(tx, copy, current.day);
    await recordAudit(tx, {
      ...actorOf(actor), acao: 'loan.return', alvoTipo: 'emprestimo', alvoId: loan.cod_emprestimo, codPessoa: loan.cod_pessoa,
      antes: { data_devolucao_prevista: loan.due, hora_devolucao_prevista: loan.due_time, data_devolucao: null },
      depois: {
        data_devolucao: day, dias_atraso: late, horas_atraso: loan.due_time === null ? null : units, multa: fine > 0 ? fine : null, suspensao_ate: suspension?.fim ?? null,
        reserva_liberada: placed.hold?.cod_reserva ?? null, ...offlineMark(offline),
      },
    });
    const holder = placed.hold
      ? await one<{ nome: string }>(tx, sql`SELECT nome FROM pessoa WHERE cod_pessoa = ${placed.hold.cod_pessoa}`)
      : undefined;
    return {
      alert: placed.alert,
      answer: {
        cod_emprestimo: loan.cod_emprestimo, cod_acervo: copy.cod_acervo, titulo: loan.titulo, cod_pessoa: loan.cod_pessoa, nome: loan.nome,
        data_devolucao: day, dias_atraso: late, multa: fine > 0 ? fine : null, suspensao_ate: suspension?.fim ?? null,
        reserva_liberada: placed.hold ? {
          cod_reserva: placed.hold.cod_reserva, cod_pessoa: placed.hold.cod_pessoa, nome: holder!.nome, data_limite_retirada: placed.hold.data_limite,
        } : null,
      },
    };
  });
  await deliverAlerts(ctx, [alert]);
  return answer;
}
