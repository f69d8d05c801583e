/**
 * What every circulation change reads inside its transaction: the day, the category's
 * rules, a patron's standing (suspension, debt, overdue loans), a library's opening days,
 * and the row locks that keep concurrent changes of one title or loan in order.
 *
 * Lock order, everywhere: the title (acervo) first, then the copy (exemplar), then the loan
 * (emprestimo). Keeping one order means two desks never wait on each other in a circle.
 */
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../../db/query';
import { DEFAULT_RULE, type CirculationRule, type LibraryCalendar } from './rules';

/** The database's current day: every process agrees on it. */
export async function today(ex: Executor): Promise<string> {
  return (await one<{ d: string }>(ex, sql`SELECT current_date::text AS d`))!.d;
}

export { lockTitle, lockTitles } from '../../catalogue';

interface RuleRow {
  dias_emprestimo: number; max_emprestimos: number; max_renovacoes: number; multa_dia: string;
  dias_suspensao_por_dia: number; dias_retirada_reserva: number; max_solicitacoes_abertas: number;
  renova_com_atraso: boolean; renova_com_debito: boolean; debito_maximo: string | null; permite_domicilio: boolean;
}

const toRule = (r: RuleRow): CirculationRule => ({
  diasEmprestimo: r.dias_emprestimo, maxEmprestimos: r.max_emprestimos, maxRenovacoes: r.max_renovacoes,
  multaDia: Number(r.multa_dia), diasSuspensaoPorDia: r.dias_suspensao_por_dia, diasRetiradaReserva: r.dias_retirada_reserva,
  maxSolicitacoesAbertas: r.max_solicitacoes_abertas, renovaComAtraso: r.renova_com_atraso, renovaComDebito: r.renova_com_debito,
  debitoMaximo: r.debito_maximo === null ? null : Number(r.debito_maximo), permiteDomicilio: r.permite_domicilio,
});

/** The rules of a patron's category (the defaults when the category has none). */
export async function ruleOf(ex: Executor, codPessoa: number): Promise<CirculationRule> {
  const row = await one<RuleRow>(ex, sql`
    SELECT r.* FROM pessoa p JOIN regra_circulacao r ON r.categoria = p.categoria WHERE p.cod_pessoa = ${codPessoa}`);
  return row ? toRule(row) : DEFAULT_RULE;
}

export interface Standing {
  suspendedUntil: string | null;
  debt: number;
  /** Codes of the patron's loans past their due date. */
  overdueLoans: number[];
  openLoans: number;
  /** The patron took the no-debts certificate and left the library (no-dues module): no more loans, holds or requests. */
  separated: boolean;
  /** The registration's validity (pessoa.validade_matricula, patron loader) ended before today: reads, but no loans, holds, requests or renewals. */
  expired: boolean;
}

/** A patron's standing today: the longest active suspension, the open debt, the loans out and overdue. */
export async function standingOf(ex: Executor, codPessoa: number, day: string): Promise<Standing> {
  const row = (await one<{ fim: string | null; debito: string | null; atrasados: number[] | null; abertos: number; separado: boolean; vencida: boolean }>(ex, sql`
    SELECT
      (SELECT max(data_fim)::text FROM suspensao WHERE cod_pessoa = ${codPessoa} AND data_fim >= ${day}::date AND data_inicio <= ${day}::date) AS fim,
      (SELECT sum(valor_multa - desconto - valor_pago) FROM multa WHERE cod_pessoa = ${codPessoa} AND valor_multa - desconto - valor_pago > 0) AS debito,
      (SELECT array_agg(cod_emprestimo ORDER BY cod_emprestimo) FROM emprestimo
        WHERE cod_pessoa = ${codPessoa} AND data_devolucao IS NULL AND data_devolucao_prevista < ${day}::date) AS atrasados,
      (SELECT count(*)::int FROM emprestimo WHERE cod_pessoa = ${codPessoa} AND data_devolucao IS NULL) AS abertos,
      EXISTS (SELECT 1 FROM nada_consta WHERE cod_pessoa = ${codPessoa}) AS separado,
      EXISTS (SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} AND validade_matricula < ${day}::date) AS vencida`))!;
  return {
    suspendedUntil: row.fim, debt: Number(row.debito ?? 0), overdueLoans: row.atrasados ?? [], openLoans: row.abertos,
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

/** Weekdays (0 = Sunday) the library opens; empty when its hours are unknown. */
export async function openWeekdays(ex: Executor, codBiblioteca: number): Promise<number[]> {
  const row = await one<{ dias: number[] | null }>(ex, sql`
    SELECT array_agg(DISTINCT (h->>'dia_semana')::int) AS dias
    FROM biblioteca b CROSS JOIN LATERAL jsonb_array_elements(b.horarios) h WHERE b.cod_biblioteca = ${codBiblioteca}`);
  return row?.dias ?? [];
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
  return { openWeekdays: await openWeekdays(ex, codBiblioteca), closedDays: closed?.dias ?? [] };
}

