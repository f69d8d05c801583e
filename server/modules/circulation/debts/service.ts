/**
 * A patron's debts (the fines of table multa, which a late return charges) and the
 * single-payment slips (GRU) made for one debt, one library's or all of them. A slip
 * records the fines it pays and the amount, so its PDF says the same thing every time it
 *  is downloaded; the cashier (desk/cashier.ts) clears the fines, a PIX or PagTesouro settlement too.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { addDays, today } from '../core';
import { exec, isoDate, one, rows, transaction, type Executor } from '../../../db/query';
import { collectionBarcode, numericLine } from './febraban';

type Debit = ResponseBody<'getPendingDebits'>['debitos'][number];


interface DebitRow {
  cod_multa: number; valor_multa: string; desconto: string; valor_pago: string; data_pagamento: string | null;
  tipo_servico: string; motivo: string | null; cod_biblioteca: number; desc_biblioteca: string;
  cod_acervo: number | null; titulo: string | null;
}

export const cents = (value: string | number) => Math.round(Number(value) * 100);
const reais = (value: number) => value / 100;

function toDebit(r: DebitRow): Debit {
  const owed = Math.max(0, cents(r.valor_multa) - cents(r.desconto) - cents(r.valor_pago));
  return {
    cod_debito: r.cod_multa, valor_multa: Number(r.valor_multa), desconto: Number(r.desconto), valor_pago: Number(r.valor_pago),
    data_pagamento: isoDate(r.data_pagamento), tipo_servico: r.tipo_servico, motivo: r.motivo, total_a_pagar: reais(owed),
    cod_biblioteca: r.cod_biblioteca, desc_biblioteca: r.desc_biblioteca, cod_acervo: r.cod_acervo, titulo: r.titulo,
  };
}

/** The patron's open debts (something still to pay), oldest first. */
export async function openDebits(ex: Executor, codPessoa: number): Promise<Debit[]> {
  const list = await rows<DebitRow>(ex, sql`
    SELECT m.cod_multa, m.valor_multa::text, m.desconto::text, m.valor_pago::text, m.data_pagamento::text, m.tipo_servico, m.motivo,
      m.cod_biblioteca, b.desc_biblioteca, x.cod_acervo, a.titulo
    FROM multa m JOIN biblioteca b ON b.cod_biblioteca = m.cod_biblioteca
    LEFT JOIN emprestimo e ON e.cod_emprestimo = m.cod_emprestimo
    LEFT JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = x.cod_acervo
    WHERE m.cod_pessoa = ${codPessoa} AND m.valor_multa - m.desconto - m.valor_pago > 0
    ORDER BY m.cod_multa`);
  return list.map(toDebit);
}

/**
 * The open debts a patron chose to pay through a provider (PIX, PagTesouro), inside the
 * caller's transaction: one patron's charges made in order (two at once must not read the
 * same debts half-paid), every debt open and theirs (404 otherwise), and the total the patron
 * saw still what they owe (422 error.slip-amount-changed). Their codes and the total in cents.
 */
export async function chosenDebts(tx: Executor, codPessoa: number, debitos: number[], valor: number): Promise<{ multas: number[]; total: number }> {
  await exec(tx, sql`SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR NO KEY UPDATE`);
  const open = await openDebits(tx, codPessoa);
  if (open.length === 0) throw unprocessable('error.slip-nothing-to-pay');
  const wanted = new Set(debitos);
  const chosen = open.filter((d) => wanted.has(d.cod_debito));
  if (chosen.length !== wanted.size) throw notFound('error.debt-not-found');
  const total = chosen.reduce((sum, d) => sum + cents(d.total_a_pagar), 0);
  if (total !== cents(valor)) throw unprocessable('error.slip-amount-changed');
  return { multas: chosen.map((d) => d.cod_debito), total };
}

const sumOf = (debits: Debit[]) => reais(debits.reduce((sum, d) => sum + cents(d.total_a_pagar), 0));

export async function pendingDebits(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getPendingDebits'>> {
  const debitos = await openDebits(ctx.database.db, codPessoa);
  return { total_a_pagar: sumOf(debitos), debitos };
}

type Slip = ResponseBody<'createPaymentSlip'>;

interface SlipRow {
  cod_gru: number; cod_pessoa: number; valor: string; data_vencimento: string; multas: number[];
  numero_referencia: string; codigo_barras: string; linha_digitavel: string;
}

const slipUrl = (codGru: number) => `/api/unidade-informacao/gru/${codGru}`;

const toSlip = (r: SlipRow): Slip => ({
  cod_gru: r.cod_gru, url: slipUrl(r.cod_gru), valor: Number(r.valor), data_vencimento: isoDate(r.data_vencimento)!,
  numero_referencia: r.numero_referencia, linha_digitavel: r.linha_digitavel, codigo_barras: r.codigo_barras, debitos: r.multas,
});

/**
 * A slip for one debt (codDebito), one library's debts (codBiblioteca) or all of them. The
 * amount the patron saw must still be what is owed: a debt paid or changed meanwhile makes
 * a 422 instead of a slip for a different sum.
 */
export async function createSlip(ctx: AppContext, codPessoa: number, body: RequestBody<'createPaymentSlip'>): Promise<Slip> {
  return transaction(ctx, async (tx) => {
    // One patron's slips in order: two at once must not read the same debts half-paid.
    await exec(tx, sql`SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR NO KEY UPDATE`);
    const open = await openDebits(tx, codPessoa);
    const chosen = body.codDebito
      ? open.filter((d) => d.cod_debito === body.codDebito)
      : open.filter((d) => body.codBiblioteca === null || d.cod_biblioteca === body.codBiblioteca);
    if (body.codDebito && chosen.length === 0) throw notFound('error.debt-not-found');
    if (chosen.length === 0) throw unprocessable('error.slip-nothing-to-pay');
    const total = sumOf(chosen);
    if (cents(body.valor) !== cents(total)) throw unprocessable('error.slip-amount-changed');
    const due = addDays(await today(tx), ctx.config.paymentSlip.dueDays);
    const created = (await one<{ cod_gru: number }>(tx, sql`
      INSERT INTO gru (cod_pessoa, valor, data_vencimento, multas, numero_referencia, codigo_barras, linha_digitavel)
      VALUES (${codPessoa}, ${total}, ${due}::date, ${JSON.stringify(chosen.map((d) => d.cod_debito))}::jsonb, '', '', '')
      RETURNING cod_gru`))!;
    const reference = String(created.cod_gru).padStart(17, '0');
    const barcode = collectionBarcode({ cents: cents(total), bodyCode: ctx.config.paymentSlip.bodyCode, dueDate: due, reference });
    const row = (await one<SlipRow>(tx, sql`
      UPDATE gru SET numero_referencia = ${reference}, codigo_barras = ${barcode}, linha_digitavel = ${numericLine(barcode)}
      WHERE cod_gru = ${created.cod_gru}
      RETURNING cod_gru, cod_pessoa, valor::text, data_vencimento::text, multas, numero_referencia, codigo_barras, linha_digitavel`))!;
    return toSlip(row);
  });
}

export interface SlipDocument {
  slip: Slip;
  patron: { nome: string; login: string };
  institution: { nome: string; sigla: string };
  debits: { descricao: string; valor: number }[];
}

/** What a slip's PDF prints; 404 for a slip of someone else (its existence is not revealed). */
export async function slipDocument(ctx: AppContext, codPessoa: number, codGru: number): Promise<SlipDocument> {
  const { db } = ctx.database;
  const row = await one<SlipRow & { nome: string; login: string }>(db, sql`
    SELECT g.cod_gru, g.cod_pessoa, g.valor::text, g.data_vencimento::text, g.multas, g.numero_referencia, g.codigo_barras,
      g.linha_digitavel, p.nome, p.login
    FROM gru g JOIN pessoa p ON p.cod_pessoa = g.cod_pessoa WHERE g.cod_gru = ${codGru} AND g.cod_pessoa = ${codPessoa}`);
  if (!row) throw notFound('error.payment-slip-not-found');
  const institution = (await one<{ nome: string; sigla: string }>(db, sql`SELECT nome, sigla FROM instituicao LIMIT 1`))
    ?? { nome: '', sigla: '' };
  const debits = await rows<{ motivo: string; tipo_servico: string; titulo: string | null; valor: string }>(db, sql`
    SELECT m.motivo, m.tipo_servico, a.titulo, (m.valor_multa - m.desconto)::text AS valor
    FROM multa m LEFT JOIN emprestimo e ON e.cod_emprestimo = m.cod_emprestimo
    LEFT JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = x.cod_acervo
    WHERE m.cod_multa IN (SELECT jsonb_array_elements_text(${JSON.stringify(row.multas)}::jsonb)::int) AND m.cod_pessoa = ${codPessoa}
    ORDER BY m.cod_multa`);
  return {
    slip: toSlip(row), patron: { nome: row.nome, login: row.login }, institution,
    debits: debits.map((d) => ({ descricao: [d.tipo_servico, d.motivo, d.titulo].filter(Boolean).join(' — '), valor: Number(d.valor) })),
  };
}

export type DebtAdjustment = { acao: 'perdoar' } | { acao: 'reduzir'; valor: number };

/**
 * Staff waive what is left of a debt, or take an amount off it (issue 23): both raise the
 * discount, so the fine, what was paid and the reason stay as they were. Inside the
 * caller's transaction (which audits it); the debt as it was and as it is now.
 */
export async function adjustDebtIn(tx: Executor, codPessoa: number, codMulta: number, change: DebtAdjustment): Promise<{ before: Debit; after: Debit }> {
  const select = (lock: boolean) => sql`
    SELECT m.cod_multa, m.valor_multa::text, m.desconto::text, m.valor_pago::text, m.data_pagamento::text, m.tipo_servico, m.motivo,
      m.cod_biblioteca, b.desc_biblioteca, x.cod_acervo, a.titulo
    FROM multa m JOIN biblioteca b ON b.cod_biblioteca = m.cod_biblioteca
    LEFT JOIN emprestimo e ON e.cod_emprestimo = m.cod_emprestimo
    LEFT JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = x.cod_acervo
    WHERE m.cod_multa = ${codMulta} AND m.cod_pessoa = ${codPessoa} ${lock ? sql`FOR UPDATE OF m` : sql``}`;
  const row = await one<DebitRow>(tx, select(true));
  if (!row) throw notFound('error.fine-not-found');
  const before = toDebit(row);
  const owed = cents(before.total_a_pagar);
  if (owed === 0) throw unprocessable('error.debt-nothing-to-waive');
  const off = change.acao === 'perdoar' ? owed : cents(change.valor);
  if (change.acao === 'reduzir' && (off <= 0 || off >= owed)) throw unprocessable('error.debt-reduce-amount');
  await exec(tx, sql`UPDATE multa SET desconto = desconto + ${reais(off)} WHERE cod_multa = ${codMulta}`);
  return { before, after: toDebit((await one<DebitRow>(tx, select(false)))!) };
}

