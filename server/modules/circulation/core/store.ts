/**
 * What every circulation change reads inside its transaction: the day, the category's
 * rules, a patron's standing (suspension, debt, overdue loans), a library's opening days,
 * and the row locks that keep concurrent changes of one title or loan in order.
 *
 * Lock order, everywhere: the title (acervo) first, then the copy (exemplar), then the loan
 * (emprestimo). Keeping one order means two desks never wait on each other in a circle.
 */
import { sql, type SQL } from 'drizzle-orm';
import { one, type Executor } from '../../../db/query';
import type { CirculationRule, LibraryCalendar } from './rules';
import type { Moment } from './hourly';
import { DEFAULT_POLICY, type LoanPolicy, type PolicyKeys, type PolicyRow } from './policy';
import { categoryRuleOf, policyMatrix, ruleFor, versionSql } from './policy-cache';

export { policyColumns, toPolicyRow } from './policy-rows';

/** The database's current day: every process agrees on it. */
export async function today(ex: Executor): Promise<string> {
  return (await one<{ d: string }>(ex, sql`SELECT current_date::text AS d`))!.d;
}

export { lockTitle, lockTitles } from '../../catalogue';

/** The database's local moment: the day and the time ('HH:MM') hourly loans are due by. */
export async function now(ex: Executor): Promise<Moment> {
  return (await one<Moment>(ex, sql`SELECT current_date::text AS day, to_char(localtime, 'HH24:MI') AS time`))!;
}

/** What the resolver answers: the rules that apply and where they came from. */
export interface PolicyDecision {
  rule: CirculationRule;
  /** The matrix row that applied (null: none matched, the built-in defaults did). */
  source: PolicyRow | null;
  /** The copy's loan type is never lent (tipo_emprestimo.nao_emprestavel). */
  typeNotForLoan: boolean;
}

/**
 * THE resolver (issue 35): the rules for a loan of this library, category and loan type
 * (null: unknown, matches only "any" rows): the matrix's most specific rule (policy.ts
 * pickPolicy) with the category's own rules. Checkout, return, renewals, holds, the
 * collection deadline, SIP2 and the staff's "effective rule" all ask it.
 */
export async function resolvePolicy(ex: Executor, key: PolicyKeys, versao?: string | null): Promise<PolicyDecision> {
  const matrix = await policyMatrix(ex, versao);
  const source = ruleFor(matrix, key);
  const loan: LoanPolicy = source ? {
    unidade: source.unidade, prazo: source.prazo, maxEmprestimosTipo: source.maxEmprestimosTipo, maxEmprestimos: source.maxEmprestimos,
    maxRenovacoes: source.maxRenovacoes, multa: source.multa, diasSuspensaoPorDia: source.diasSuspensaoPorDia,
    permiteReserva: source.permiteReserva, diasRetiradaReserva: source.diasRetiradaReserva, naoEmprestavel: source.naoEmprestavel,
  } : DEFAULT_POLICY;
  const typeNotForLoan = key.tipoEmprestimo !== null && matrix.notForLoan.has(key.tipoEmprestimo);
  return { rule: { ...loan, ...categoryRuleOf(matrix, key.categoria) }, source, typeNotForLoan };
}

/** A copy as the resolver keys it. */
export interface PolicyCopy { cod_biblioteca: number; tipo_emprestimo: string }

/** The decision for this patron and copy (without a copy: their category's rules for any library and type). */
export async function policyFor(ex: Executor, codPessoa: number, copy?: PolicyCopy): Promise<PolicyDecision> {
  // The patron's category and the matrix's version in one round trip.
  const found = (await one<{ categoria: string | null; versao: string | null }>(ex, sql`
    SELECT (SELECT categoria FROM pessoa WHERE cod_pessoa = ${codPessoa}) AS categoria, ${versionSql} AS versao`))!;
  return resolvePolicy(ex, { categoria: found.categoria, codBiblioteca: copy?.cod_biblioteca ?? null, tipoEmprestimo: copy?.tipo_emprestimo ?? null }, found.versao);
}

/** The rules for this patron (and copy: its library and loan type). */
export async function ruleOf(ex: Executor, codPessoa: number, copy?: PolicyCopy): Promise<CirculationRule> {
  return (await policyFor(ex, codPessoa, copy)).rule;
}

export interface Standing {
  suspendedUntil: string | null;
  debt: number;
  /** Codes of the patron's loans past their due date. */
  overdueLoans: number[];
  openLoans: number;
  /** Open loans by the copies' loan type. */
  openByType: Record<string, number>;
  /** The patron took the no-debts certificate and left the library (no-dues module): no more loans, holds or requests. */
  separated: boolean;
  /** The registration's validity (pessoa.validade_matricula, patron loader) ended before today: reads, but no loans, holds, requests or renewals. */
  expired: boolean;
}

/**
 * An open loan (emprestimo, no alias) past its due moment on `day`: a day loan after its day,
 * an hourly loan after its time (today's loans by the database's local time).
 */
export const overdueSql = (day: SQL) => sql`(data_devolucao_prevista < ${day}
  OR (hora_devolucao_prevista IS NOT NULL AND data_devolucao_prevista = ${day} AND ${day} = current_date AND hora_devolucao_prevista < localtime))`;

/** A patron's standing today: the longest active suspension, the open debt, the loans out and overdue. */
export async function standingOf(ex: Executor, codPessoa: number, day: string): Promise<Standing> {
  const row = (await one<{ fim: string | null; debito: string | null; atrasados: number[] | null; abertos: number; por_tipo: Record<string, number> | null; separado: boolean; vencida: boolean }>(ex, sql`
    SELECT
      (SELECT max(data_fim)::text FROM suspensao WHERE cod_pessoa = ${codPessoa} AND data_fim >= ${day}::date AND data_inicio <= ${day}::date) AS fim,
      (SELECT sum(valor_multa - desconto - valor_pago) FROM multa WHERE cod_pessoa = ${codPessoa} AND valor_multa - desconto - valor_pago > 0) AS debito,
      (SELECT array_agg(cod_emprestimo ORDER BY cod_emprestimo) FROM emprestimo
        WHERE cod_pessoa = ${codPessoa} AND data_devolucao IS NULL AND ${overdueSql(sql`${day}::date`)}) AS atrasados,
      (SELECT count(*)::int FROM emprestimo WHERE cod_pessoa = ${codPessoa} AND data_devolucao IS NULL) AS abertos,
      (SELECT json_object_agg(t, n) FROM (SELECT e.tipo_emprestimo AS t, count(*)::int AS n FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar
        WHERE m.cod_pessoa = ${codPessoa} AND m.data_devolucao IS NULL GROUP BY e.tipo_emprestimo) x) AS por_tipo,
      EXISTS (SELECT 1 FROM nada_consta WHERE cod_pessoa = ${codPessoa}) AS separado,
      EXISTS (SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} AND validade_matricula < ${day}::date) AS vencida`))!;
  return {
    suspendedUntil: row.fim, debt: Number(row.debito ?? 0), overdueLoans: row.atrasados ?? [], openLoans: row.abertos, openByType: row.por_tipo ?? {},
    separated: row.separado, expired: row.vencida,
  };
}

/** 422 key for a separated patron (spec §4: the no-debts certificate ends borrowing, holds and requests). */
export const SEPARATED = 'error.patron-separated' as const;

/** 422 key for a patron whose registration expired (issue 23): they sign in and read, nothing more. */
export const REGISTRATION_EXPIRED = 'error.registration-expired';

/**
 * The one place saying whether a patron may take part in circulation at all: loans, holds,
 * loan requests, renewals, requests to the library and the desk's check-out all ask it.
 * A key (422) when barred: separated first (they left), then an expired registration.
 */
export function standingBar(standing: Pick<Standing, 'separated' | 'expired'>): typeof SEPARATED | typeof REGISTRATION_EXPIRED | null {
  if (standing.separated) return SEPARATED;
  if (standing.expired) return REGISTRATION_EXPIRED;
  return null;
}

/** standingBar for a patron, read on its own (callers that need no other part of the standing). */
export async function circulationBar(ex: Executor, codPessoa: number): Promise<ReturnType<typeof standingBar>> {
  const row = (await one<{ separado: boolean; vencida: boolean }>(ex, sql`
    SELECT EXISTS (SELECT 1 FROM nada_consta WHERE cod_pessoa = ${codPessoa}) AS separado,
      EXISTS (SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} AND validade_matricula < current_date) AS vencida`))!;
  return standingBar({ separated: row.separado, expired: row.vencida });
}

/** Whether the patron took the no-debts certificate (and so left the library). */
export async function isSeparated(ex: Executor, codPessoa: number): Promise<boolean> {
  return !!(await one(ex, sql`SELECT 1 FROM nada_consta WHERE cod_pessoa = ${codPessoa}`));
}

type Shift = NonNullable<LibraryCalendar['hours']>[number];

/** A library's shifts (opening hours). */
async function shiftsOf(ex: Executor, codBiblioteca: number): Promise<Shift[]> {
  return (await one<{ horarios: Shift[] }>(ex, sql`SELECT horarios FROM biblioteca WHERE cod_biblioteca = ${codBiblioteca}`))?.horarios ?? [];
}

/** Weekdays (0 = Sunday) the library opens; empty when its hours are unknown. */
export async function openWeekdays(ex: Executor, codBiblioteca: number): Promise<number[]> {
  return [...new Set((await shiftsOf(ex, codBiblioteca)).map((h) => h.dia_semana))].sort((a, b) => a - b);
}

/**
 * A library's calendar from `from` on: its opening weekdays and its closed days (its own and
 * every library's, table dia_fechado). Every due date and collection deadline is computed
 * with it (rules.ts `dueDate`), so a closed day moves them all alike.
 */
export async function libraryCalendar(ex: Executor, codBiblioteca: number, from: string): Promise<LibraryCalendar> {
  const closed = await one<{ dias: string[] | null }>(ex, sql`
    SELECT array_agg(DISTINCT data::text ORDER BY data::text) AS dias FROM dia_fechado
    WHERE data >= ${from}::date AND (cod_biblioteca IS NULL OR cod_biblioteca = ${codBiblioteca})`);
  const hours = await shiftsOf(ex, codBiblioteca);
  return { openWeekdays: [...new Set(hours.map((h) => h.dia_semana))].sort((a, b) => a - b), closedDays: closed?.dias ?? [], hours };
}

