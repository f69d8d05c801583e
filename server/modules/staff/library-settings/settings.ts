/**
 * The library section of the staff workspace (/balcao/biblioteca, issue 23 item 3): opening
 * hours per library, closed days, and the circulation rules per patron category (the
 * policy matrix and the loan types are policies.ts and loan-types.ts). Every
 * change is one transaction with its audit row (before and after).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody, Schema } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import { resolvePolicy, type CirculationRule } from '../../circulation';
import type { StaffCaller } from '../../../http/caller-types';

type Hours = Schema<'OpeningHours'>;
type RuleInput = Schema<'CirculationRuleInput'>;

const libraries = (ex: Executor, codBiblioteca?: number) => rows<Schema<'LibraryHours'>>(ex, sql`
  SELECT b.cod_biblioteca, b.desc_biblioteca, c.cod_campus, c.nome_campus, b.horarios
  FROM biblioteca b JOIN campus c ON c.cod_campus = b.cod_campus
  ${codBiblioteca === undefined ? sql`` : sql`WHERE b.cod_biblioteca = ${codBiblioteca}`}
  ORDER BY c.nome_campus, b.desc_biblioteca`);

const closedDays = (ex: Executor, id?: number) => rows<Schema<'ClosedDay'>>(ex, sql`
  SELECT d.id, d.data::text, d.cod_biblioteca, b.desc_biblioteca, d.descricao
  FROM dia_fechado d LEFT JOIN biblioteca b ON b.cod_biblioteca = d.cod_biblioteca
  ${id === undefined ? sql`WHERE d.data >= current_date - 31` : sql`WHERE d.id = ${id}`}
  ORDER BY d.data, d.id`);

const toInput = (r: CirculationRule): RuleInput => ({
  dias_emprestimo: r.prazo, max_emprestimos: r.maxEmprestimos, max_renovacoes: r.maxRenovacoes, multa_dia: r.multa,
  dias_suspensao_por_dia: r.diasSuspensaoPorDia, dias_retirada_reserva: r.diasRetiradaReserva, max_solicitacoes_abertas: r.maxSolicitacoesAbertas,
  renova_com_atraso: r.renovaComAtraso, renova_com_debito: r.renovaComDebito, debito_maximo: r.debitoMaximo, permite_domicilio: r.permiteDomicilio,
});

/**
 * Each category's rules as this section shows them: its own (regra_circulacao) with the
 * matrix's rule for it in any library and of any type (issue 35), or, when it has neither
 * (padrao), what the resolver gives it.
 */
const rules = async (ex: Executor, categoria?: string) => {
  const list = await rows<{ categoria: string; descricao: string; padrao: boolean }>(ex, sql`
    SELECT c.codigo AS categoria, c.descricao,
      NOT EXISTS (SELECT 1 FROM regra_circulacao r WHERE r.categoria = c.codigo)
        AND NOT EXISTS (SELECT 1 FROM politica_circulacao p WHERE p.categoria = c.codigo AND p.cod_biblioteca IS NULL AND p.tipo_emprestimo IS NULL) AS padrao
    FROM categoria c ${categoria === undefined ? sql`` : sql`WHERE c.codigo = ${categoria}`}
    ORDER BY c.descricao`);
  const result: Schema<'CirculationRuleSettings'>[] = [];
  for (const c of list) {
    const { rule } = await resolvePolicy(ex, { codBiblioteca: null, categoria: c.categoria, tipoEmprestimo: null });
    result.push({ categoria: c.categoria, descricao: c.descricao, padrao: c.padrao, regra: toInput(rule) });
  }
  return result;
};

export async function librarySettings(ctx: AppContext): Promise<ResponseBody<'getLibrarySettings'>> {
  const { db } = ctx.database;
  return { bibliotecas: await libraries(db), dias_fechados: await closedDays(db), regras: await rules(db) };
}

/** Shifts sorted by day and time; 422 when one closes before it opens or two of a day overlap. */
export function checkHours(hours: Hours[]): Hours[] {
  const sorted = [...hours].sort((a, b) => a.dia_semana - b.dia_semana || a.abertura.localeCompare(b.abertura));
  const valid = (t: string) => Number(t.slice(0, 2)) <= 23 && Number(t.slice(3)) <= 59;
  sorted.forEach((shift, i) => {
    if (!valid(shift.abertura) || !valid(shift.fechamento) || shift.abertura >= shift.fechamento) throw unprocessable('error.library-hours-order');
    const previous = sorted[i - 1];
    if (previous && previous.dia_semana === shift.dia_semana && previous.fechamento > shift.abertura) throw unprocessable('error.library-hours-order');
  });
  return sorted.map(({ dia_semana, abertura, fechamento }) => ({ dia_semana, abertura, fechamento }));
}

export async function updateHours(ctx: AppContext, caller: StaffCaller, codBiblioteca: number, hours: Hours[]): Promise<Schema<'LibraryHours'>> {
  const next = checkHours(hours);
  return transaction(ctx, async (tx) => {
    const before = await one<{ horarios: Hours[] }>(tx, sql`SELECT horarios FROM biblioteca WHERE cod_biblioteca = ${codBiblioteca} FOR UPDATE`);
    if (!before) throw notFound('error.library-not-found');
    await exec(tx, sql`UPDATE biblioteca SET horarios = ${JSON.stringify(next)}::jsonb WHERE cod_biblioteca = ${codBiblioteca}`);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'hours.update', alvoTipo: 'biblioteca', alvoId: codBiblioteca,
      antes: { horarios: before.horarios }, depois: { horarios: next },
    });
    return (await libraries(tx, codBiblioteca))[0];
  });
}

export async function addClosedDay(ctx: AppContext, caller: StaffCaller, input: RequestBody<'addClosedDay'>): Promise<Schema<'ClosedDay'>> {
  return transaction(ctx, async (tx) => {
    if (input.cod_biblioteca !== null && !(await one(tx, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${input.cod_biblioteca}`))) {
      throw notFound('error.library-not-found');
    }
    const same = await one(tx, sql`SELECT 1 FROM dia_fechado WHERE data = ${input.data}::date AND cod_biblioteca IS NOT DISTINCT FROM ${input.cod_biblioteca}`);
    if (same) throw unprocessable('error.library-closed-day-exists');
    const descricao = input.descricao.trim();
    const { id } = (await one<{ id: number }>(tx, sql`
      INSERT INTO dia_fechado (data, cod_biblioteca, descricao) VALUES (${input.data}::date, ${input.cod_biblioteca}, ${descricao}) RETURNING id`))!;
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'closed-day.add', alvoTipo: 'dia_fechado', alvoId: id,
      antes: null, depois: { data: input.data, cod_biblioteca: input.cod_biblioteca, descricao },
    });
    return (await closedDays(tx, id))[0];
  });
}

export async function removeClosedDay(ctx: AppContext, caller: StaffCaller, id: number): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [day] = await closedDays(tx, id);
    if (!day) throw notFound('error.library-closed-day-not-found');
    await exec(tx, sql`DELETE FROM dia_fechado WHERE id = ${id}`);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'closed-day.remove', alvoTipo: 'dia_fechado', alvoId: id,
      antes: { data: day.data, cod_biblioteca: day.cod_biblioteca, descricao: day.descricao }, depois: null,
    });
  });
}

export async function updateRule(ctx: AppContext, caller: StaffCaller, categoria: string, rule: RuleInput): Promise<Schema<'CirculationRuleSettings'>> {
  return transaction(ctx, async (tx) => {
    if (!(await one(tx, sql`SELECT 1 FROM categoria WHERE codigo = ${categoria} FOR UPDATE`))) throw notFound('error.category-not-found');
    const [before] = await rules(tx, categoria);
    const r = rule;
    // The category's own rules, and its row of the policy matrix (any library, any type).
    await exec(tx, sql`
      INSERT INTO regra_circulacao (categoria, max_solicitacoes_abertas, renova_com_atraso, renova_com_debito, debito_maximo, permite_domicilio)
      VALUES (${categoria}, ${r.max_solicitacoes_abertas}, ${r.renova_com_atraso}, ${r.renova_com_debito}, ${r.debito_maximo}, ${r.permite_domicilio})
      ON CONFLICT (categoria) DO UPDATE SET max_solicitacoes_abertas = excluded.max_solicitacoes_abertas,
        renova_com_atraso = excluded.renova_com_atraso, renova_com_debito = excluded.renova_com_debito,
        debito_maximo = excluded.debito_maximo, permite_domicilio = excluded.permite_domicilio`);
    const updated = await exec(tx, sql`
      UPDATE politica_circulacao SET prazo = ${r.dias_emprestimo}, max_emprestimos = ${r.max_emprestimos}, max_renovacoes = ${r.max_renovacoes},
        multa = ${r.multa_dia}, dias_suspensao_por_dia = ${r.dias_suspensao_por_dia}, dias_retirada_reserva = ${r.dias_retirada_reserva}
      WHERE categoria = ${categoria} AND cod_biblioteca IS NULL AND tipo_emprestimo IS NULL`);
    if (updated === 0) {
      await exec(tx, sql`
        INSERT INTO politica_circulacao (categoria, unidade, prazo, max_emprestimos, max_renovacoes, multa, dias_suspensao_por_dia, dias_retirada_reserva)
        VALUES (${categoria}, 'dias', ${r.dias_emprestimo}, ${r.max_emprestimos}, ${r.max_renovacoes}, ${r.multa_dia}, ${r.dias_suspensao_por_dia}, ${r.dias_retirada_reserva})`);
    }
    const [after] = await rules(tx, categoria);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'rules.update', alvoTipo: 'regra_circulacao', alvoId: categoria,
      antes: before.padrao ? null : before.regra, depois: after.regra,
    });
    return after;
  });
}
