/**
 * The loan types (issue 35): the controlled list a copy's tipo_emprestimo is one of, with its
 * name in five languages and whether it is never lent. Staff (admin) add, rename and remove
 * them; a rename reaches every copy and rule (ON UPDATE CASCADE); a type copies still have
 * is not removed. Every change is one transaction with its audit row.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { Schema } from '../../../http/handlers';
import type { StaffCaller } from '../../../http/caller-types';
import { recordAudit } from '../../platform';

type LoanType = Schema<'LoanType'>;

export const loanTypes = (ex: Executor, codigo?: string) => rows<LoanType>(ex, sql`
  SELECT codigo, nome, nao_emprestavel FROM tipo_emprestimo ${codigo === undefined ? sql`` : sql`WHERE codigo = ${codigo}`} ORDER BY codigo`);

const clean = (t: LoanType): LoanType => ({
  codigo: t.codigo.trim(),
  nome: { pt: t.nome.pt.trim(), en: t.nome.en.trim(), es: t.nome.es.trim(), fr: t.nome.fr.trim(), it: t.nome.it.trim() },
  nao_emprestavel: t.nao_emprestavel,
});

export async function addLoanType(ctx: AppContext, caller: StaffCaller, input: LoanType): Promise<LoanType> {
  const type = clean(input);
  return transaction(ctx, async (tx) => {
    const added = await one(tx, sql`
      INSERT INTO tipo_emprestimo (codigo, nome, nao_emprestavel) VALUES (${type.codigo}, ${JSON.stringify(type.nome)}::jsonb, ${type.nao_emprestavel})
      ON CONFLICT (codigo) DO NOTHING RETURNING codigo`);
    if (!added) throw unprocessable('error.loan-type-exists');
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'loan-type.add', alvoTipo: 'tipo_emprestimo', alvoId: type.codigo, antes: null, depois: type });
    return type;
  });
}

export async function updateLoanType(ctx: AppContext, caller: StaffCaller, codigo: string, input: LoanType): Promise<LoanType> {
  const type = clean(input);
  return transaction(ctx, async (tx) => {
    const [before] = await rows<LoanType>(tx, sql`SELECT codigo, nome, nao_emprestavel FROM tipo_emprestimo WHERE codigo = ${codigo} FOR UPDATE`);
    if (!before) throw notFound('error.loan-type-not-found');
    if (type.codigo !== codigo && await one(tx, sql`SELECT 1 FROM tipo_emprestimo WHERE codigo = ${type.codigo}`)) throw unprocessable('error.loan-type-exists');
    await exec(tx, sql`UPDATE tipo_emprestimo SET codigo = ${type.codigo}, nome = ${JSON.stringify(type.nome)}::jsonb, nao_emprestavel = ${type.nao_emprestavel}
      WHERE codigo = ${codigo}`);
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'loan-type.update', alvoTipo: 'tipo_emprestimo', alvoId: codigo, antes: before, depois: type });
    return type;
  });
}

export async function removeLoanType(ctx: AppContext, caller: StaffCaller, codigo: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [before] = await rows<LoanType>(tx, sql`SELECT codigo, nome, nao_emprestavel FROM tipo_emprestimo WHERE codigo = ${codigo} FOR UPDATE`);
    if (!before) throw notFound('error.loan-type-not-found');
    if (await one(tx, sql`SELECT 1 FROM exemplar WHERE tipo_emprestimo = ${codigo} LIMIT 1`)) throw unprocessable('error.loan-type-in-use');
    const rules = await rows<{ id: number }>(tx, sql`DELETE FROM politica_circulacao WHERE tipo_emprestimo = ${codigo} RETURNING id`);
    await exec(tx, sql`DELETE FROM tipo_emprestimo WHERE codigo = ${codigo}`);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'loan-type.remove', alvoTipo: 'tipo_emprestimo', alvoId: codigo,
      antes: { ...before, regras: rules.map((r) => r.id) }, depois: null,
    });
  });
}
