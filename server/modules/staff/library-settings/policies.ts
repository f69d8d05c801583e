/**
 * The circulation policy matrix's staff side (issue 35): its rules listed most specific
 * first, added, changed and removed by an administrator, each change one transaction with
 * its audit row; and the effective rule for a patron and a copy, which asks the
 * circulation core's resolver and check-out refusal themselves, so it says what the desk does.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import { HttpError, notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody, Schema } from '../../../http/handlers';
import type { StaffCaller } from '../../../http/caller-types';
import { recordAudit } from '../../platform';
import {
  checkoutRefusal, copyByBarcode, now, patronByLogin, policyColumns, policyFor, specificity, toPolicyRow, type PolicyRow,
} from '../../circulation';
import { loanTypes } from './loan-types';

type Policy = Schema<'CirculationPolicy'>;
type PolicyInput = Schema<'CirculationPolicyInput'>;

export const toPolicy = (r: PolicyRow): Policy => ({
  id: r.id, cod_biblioteca: r.codBiblioteca, categoria: r.categoria, tipo_emprestimo: r.tipoEmprestimo, unidade: r.unidade, prazo: r.prazo,
  max_emprestimos_tipo: r.maxEmprestimosTipo, max_emprestimos: r.maxEmprestimos, max_renovacoes: r.maxRenovacoes, multa: r.multa,
  dias_suspensao_por_dia: r.diasSuspensaoPorDia, permite_reserva: r.permiteReserva, dias_retirada_reserva: r.diasRetiradaReserva,
  nao_emprestavel: r.naoEmprestavel, precedencia: specificity(r),
});

const valuesOf = (p: Policy): PolicyInput => {
  const { id, precedencia, ...values } = p;
  void id; void precedencia;
  return values;
};

async function policies(ex: Executor, id?: number): Promise<Policy[]> {
  const list = await rows<Parameters<typeof toPolicyRow>[0]>(ex, sql`
    SELECT ${policyColumns} FROM politica_circulacao ${id === undefined ? sql`` : sql`WHERE id = ${id}`}`);
  return list.map(toPolicyRow).map(toPolicy)
    .sort((a, b) => b.precedencia - a.precedencia || (a.cod_biblioteca ?? 0) - (b.cod_biblioteca ?? 0)
      || (a.categoria ?? '').localeCompare(b.categoria ?? '') || (a.tipo_emprestimo ?? '').localeCompare(b.tipo_emprestimo ?? '') || a.id - b.id);
}

export async function listPolicies(ctx: AppContext): Promise<ResponseBody<'listCirculationPolicies'>> {
  const { db } = ctx.database;
  return {
    regras: await policies(db),
    tipos: await loanTypes(db),
    bibliotecas: await rows(db, sql`SELECT cod_biblioteca, desc_biblioteca FROM biblioteca ORDER BY desc_biblioteca`),
    categorias: await rows(db, sql`SELECT codigo, descricao FROM categoria ORDER BY descricao`),
  };
}

/** 404 when a key names nothing: a library, category or loan type that does not exist. */
async function checkKeys(ex: Executor, p: PolicyInput): Promise<void> {
  if (p.cod_biblioteca !== null && !(await one(ex, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${p.cod_biblioteca}`))) throw notFound('error.library-not-found');
  if (p.categoria !== null && !(await one(ex, sql`SELECT 1 FROM categoria WHERE codigo = ${p.categoria}`))) throw notFound('error.category-not-found');
  if (p.tipo_emprestimo !== null && !(await one(ex, sql`SELECT 1 FROM tipo_emprestimo WHERE codigo = ${p.tipo_emprestimo}`))) throw notFound('error.loan-type-not-found');
}

const sameKeys = (p: PolicyInput, except: number | null) => sql`
  SELECT 1 FROM politica_circulacao WHERE cod_biblioteca IS NOT DISTINCT FROM ${p.cod_biblioteca}
    AND categoria IS NOT DISTINCT FROM ${p.categoria} AND tipo_emprestimo IS NOT DISTINCT FROM ${p.tipo_emprestimo}
    AND id IS DISTINCT FROM ${except}`;

/** A unique-key race (two admins adding the same rule at once) answers as a duplicate would. */
async function orExists<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError) && /politica_circulacao_chave|duplicate key/.test(String((error as Error).message))) {
      throw unprocessable('error.policy-exists');
    }
    throw error;
  }
}

export async function addPolicy(ctx: AppContext, caller: StaffCaller, p: PolicyInput): Promise<Policy> {
  return orExists(() => transaction(ctx, async (tx) => {
    await checkKeys(tx, p);
    if (await one(tx, sameKeys(p, null))) throw unprocessable('error.policy-exists');
    const { id } = (await one<{ id: number }>(tx, sql`
      INSERT INTO politica_circulacao (cod_biblioteca, categoria, tipo_emprestimo, unidade, prazo, max_emprestimos_tipo, max_emprestimos,
        max_renovacoes, multa, dias_suspensao_por_dia, permite_reserva, dias_retirada_reserva, nao_emprestavel)
      VALUES (${p.cod_biblioteca}, ${p.categoria}, ${p.tipo_emprestimo}, ${p.unidade}, ${p.prazo}, ${p.max_emprestimos_tipo}, ${p.max_emprestimos},
        ${p.max_renovacoes}, ${p.multa}, ${p.dias_suspensao_por_dia}, ${p.permite_reserva}, ${p.dias_retirada_reserva}, ${p.nao_emprestavel})
      RETURNING id`))!;
    const [after] = await policies(tx, id);
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'policy.add', alvoTipo: 'politica_circulacao', alvoId: id, antes: null, depois: valuesOf(after) });
    return after;
  }));
}

export async function updatePolicy(ctx: AppContext, caller: StaffCaller, id: number, p: PolicyInput): Promise<Policy> {
  return orExists(() => transaction(ctx, async (tx) => {
    const [before] = await policies(tx, id);
    if (!before) throw notFound('error.policy-not-found');
    await checkKeys(tx, p);
    if (await one(tx, sameKeys(p, id))) throw unprocessable('error.policy-exists');
    await exec(tx, sql`
      UPDATE politica_circulacao SET cod_biblioteca = ${p.cod_biblioteca}, categoria = ${p.categoria}, tipo_emprestimo = ${p.tipo_emprestimo},
        unidade = ${p.unidade}, prazo = ${p.prazo}, max_emprestimos_tipo = ${p.max_emprestimos_tipo}, max_emprestimos = ${p.max_emprestimos},
        max_renovacoes = ${p.max_renovacoes}, multa = ${p.multa}, dias_suspensao_por_dia = ${p.dias_suspensao_por_dia},
        permite_reserva = ${p.permite_reserva}, dias_retirada_reserva = ${p.dias_retirada_reserva}, nao_emprestavel = ${p.nao_emprestavel}
      WHERE id = ${id}`);
    const [after] = await policies(tx, id);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'policy.update', alvoTipo: 'politica_circulacao', alvoId: id, antes: valuesOf(before), depois: valuesOf(after),
    });
    return after;
  }));
}

export async function removePolicy(ctx: AppContext, caller: StaffCaller, id: number): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [before] = await policies(tx, id);
    if (!before) throw notFound('error.policy-not-found');
    await exec(tx, sql`DELETE FROM politica_circulacao WHERE id = ${id}`);
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'policy.remove', alvoTipo: 'politica_circulacao', alvoId: id, antes: valuesOf(before), depois: null });
  });
}

/** "Why can't she borrow this?": the rule for this patron and copy, its row, and the desk's refusal now. */
export async function effectivePolicy(ctx: AppContext, login: string, barcode: string): Promise<ResponseBody<'effectiveCirculationPolicy'>> {
  const { db } = ctx.database;
  const patron = await patronByLogin(db, login);
  const copy = await copyByBarcode(db, barcode);
  const decision = await policyFor(db, patron.cod_pessoa, copy);
  const refusal = await checkoutRefusal(db, patron, copy, decision, (await now(db)).day);
  const names = (await one<{ titulo: string; desc_biblioteca: string }>(db, sql`
    SELECT a.titulo, b.desc_biblioteca FROM acervo a, biblioteca b WHERE a.cod_acervo = ${copy.cod_acervo} AND b.cod_biblioteca = ${copy.cod_biblioteca}`))!;
  const r = decision.rule;
  return {
    cod_pessoa: patron.cod_pessoa, nome: patron.nome, categoria: patron.categoria,
    cod_exemplar: copy.cod_exemplar, titulo: names.titulo, cod_biblioteca: copy.cod_biblioteca, desc_biblioteca: names.desc_biblioteca,
    tipo_emprestimo: copy.tipo_emprestimo, situacao: copy.situacao as Schema<'CopyStatus'>, tipo_nao_emprestavel: decision.typeNotForLoan,
    regra: {
      cod_biblioteca: decision.source?.codBiblioteca ?? null, categoria: decision.source?.categoria ?? null, tipo_emprestimo: decision.source?.tipoEmprestimo ?? null,
      unidade: r.unidade, prazo: r.prazo, max_emprestimos_tipo: r.maxEmprestimosTipo, max_emprestimos: r.maxEmprestimos, max_renovacoes: r.maxRenovacoes,
      multa: r.multa, dias_suspensao_por_dia: r.diasSuspensaoPorDia, permite_reserva: r.permiteReserva, dias_retirada_reserva: r.diasRetiradaReserva,
      nao_emprestavel: r.naoEmprestavel,
    },
    origem: decision.source ? toPolicy(decision.source) : null,
    recusa: refusal,
  };
}
