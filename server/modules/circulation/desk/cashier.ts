/**
 * The desk as a cashier (issue 36 item 3): money taken for fines, in integer cents, with its
 * method, the change for cash and a receipt number (pagamento.cod_pagamento); a part of a
 * fine paid leaves the rest open; a refund or correction is its own entry reversing one
 * payment; a day's closing per desk and method. Every entry is audited.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { actorOf, recordAudit, type Actor } from '../../platform';
import { patronByLogin } from '../core';

type Receipt = ResponseBody<'takeDeskPayment'>;
type Method = Receipt['metodo'];
type DeskMethod = RequestBody<'takeDeskPayment'>['metodo'];

interface OpenFine { cod_multa: number; owed: number; descricao: string }

/** Open fines in cents, oldest first, locked (only those listed, when some are). */
async function openFinesCents(ex: Executor, codPessoa: number, only: number[]): Promise<OpenFine[]> {
  return rows<OpenFine>(ex, sql`
    SELECT f.cod_multa, round((f.valor_multa - f.desconto - f.valor_pago) * 100)::int AS owed, coalesce(a.titulo, f.motivo) AS descricao
    FROM multa f LEFT JOIN emprestimo m ON m.cod_emprestimo = f.cod_emprestimo
    LEFT JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE f.cod_pessoa = ${codPessoa} AND f.valor_multa - f.desconto - f.valor_pago > 0
      ${only.length ? sql`AND f.cod_multa IN ${only}` : sql``}
    ORDER BY f.cod_multa FOR UPDATE OF f`);
}

/** Splits an amount over fines, oldest first: what each gets. Pure, so the rule is tested alone. */
export function allocate(amount: number, fines: readonly { cod_multa: number; owed: number }[]): { cod_multa: number; paid: number }[] {
  let left = amount;
  const parts: { cod_multa: number; paid: number }[] = [];
  for (const fine of fines) {
    if (left <= 0) break;
    const paid = Math.min(left, fine.owed);
    parts.push({ cod_multa: fine.cod_multa, paid });
    left -= paid;
  }
  return parts;
}

/** The change for cash handed over, or the refusal key when it is short; other methods take no change. */
export function changeDue(method: Method, amount: number, handed: number | undefined): { recebido: number | null; troco: number } | 'error.desk-payment-short' {
  if (method !== 'dinheiro' || handed === undefined) return { recebido: method === 'dinheiro' ? amount : null, troco: 0 };
  if (handed < amount) return 'error.desk-payment-short';
  return { recebido: handed, troco: handed - amount };
}

async function debtCents(ex: Executor, codPessoa: number): Promise<number> {
  return (await one<{ c: number }>(ex, sql`
    SELECT coalesce(round(sum(valor_multa - desconto - valor_pago) * 100), 0)::int AS c FROM multa
    WHERE cod_pessoa = ${codPessoa} AND valor_multa - desconto - valor_pago > 0`))!.c;
}

/** A receipt as printed: the entry, its fines with what each still owes, the patron's debt after it. */
export async function receiptOf(ex: Executor, recibo: number): Promise<Receipt> {
  const row = await one<{
    recibo: number; estorno_de: number | null; cod_pessoa: number; nome: string; login: string; metodo: Method; balcao: string;
    valor_centavos: number; recebido_centavos: number | null; troco_centavos: number; criado_em: string | Date; atendente: string | null; motivo: string | null;
  }>(ex, sql`
    SELECT g.cod_pagamento AS recibo, g.estorno_de, g.cod_pessoa, p.nome, p.login, g.metodo, g.balcao, g.valor_centavos, g.recebido_centavos,
      g.troco_centavos, g.criado_em, s.nome AS atendente, g.motivo
    FROM pagamento g JOIN pessoa p ON p.cod_pessoa = g.cod_pessoa LEFT JOIN pessoa s ON s.cod_pessoa = g.autor
    WHERE g.cod_pagamento = ${recibo}`);
  if (!row) throw notFound('error.payment-not-found');
  const fines = await rows<{ cod_multa: number; descricao: string; valor_centavos: number; restante_centavos: number }>(ex, sql`
    SELECT pm.cod_multa, coalesce(a.titulo, f.motivo) AS descricao, pm.valor_centavos,
      greatest(round((f.valor_multa - f.desconto - f.valor_pago) * 100), 0)::int AS restante_centavos
    FROM pagamento_multa pm JOIN multa f ON f.cod_multa = pm.cod_multa
    LEFT JOIN emprestimo m ON m.cod_emprestimo = f.cod_emprestimo LEFT JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar
    LEFT JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE pm.cod_pagamento = ${recibo} ORDER BY pm.cod_multa`);
  return { ...row, criado_em: isoTime(row.criado_em), multas: fines, debito_restante_centavos: await debtCents(ex, row.cod_pessoa) };
}

/**
 * Takes a payment: all of it goes to fines, oldest first; never more than they owe. The one
 * way money is recorded: the desk's cashier, the desk's pay-in-full, the SIP2 kiosk's fee
 * paid, `npm run desk -- pay` (payInFullAt) and the payment providers' settlements
 * (settleByProvider) all write their `pagamento` row here, so the day's closing counts the
 * desks' money. `actor`: a staff member, a SIP2 terminal (audited as such) or null.
 */
export async function takePayment(ctx: AppContext, actor: Actor, input: RequestBody<'takeDeskPayment'>): Promise<Receipt> {
  const patron = await patronByLogin(ctx.database.db, input.usuario);
  const change = changeDue(input.metodo, input.valor_centavos, input.recebido_centavos);
  if (typeof change === 'string') throw unprocessable(change);
  return transaction(ctx, async (tx) => receiptOf(tx, await takePaymentIn(tx, actor, patron.cod_pessoa, { ...input, ...change })));
}

interface PaymentEntry {
  multas?: number[]; metodo: Method; balcao: string; valor_centavos: number; recebido: number | null; troco: number;
  /** Bank money (a provider's settlement): outside the desks' closing. */
  peloBanco?: boolean;
  /** Joins the audit row's after-state (a charge's txid). */
  extra?: Record<string, unknown>;
}

/** The payment's rows and audit inside the caller's transaction; its receipt number. */
async function takePaymentIn(tx: Executor, actor: Actor, codPessoa: number, input: PaymentEntry): Promise<number> {
  const wanted = [...new Set(input.multas ?? [])];
  const fines = await openFinesCents(tx, codPessoa, wanted);
  if (wanted.length && fines.length !== wanted.length) throw notFound('error.fine-not-found');
  if (!fines.length) throw unprocessable('error.desk-nothing-to-pay');
  const owed = fines.reduce((sum, f) => sum + f.owed, 0);
  if (input.valor_centavos > owed) throw unprocessable('error.desk-payment-too-much');
  const parts = allocate(input.valor_centavos, fines);
  const { recibo } = (await one<{ recibo: number }>(tx, sql`
    INSERT INTO pagamento (cod_pessoa, autor, balcao, metodo, valor_centavos, recebido_centavos, troco_centavos, pelo_banco)
    VALUES (${codPessoa}, ${actorOf(actor).autor}, ${input.balcao.trim()}, ${input.metodo}, ${input.valor_centavos}, ${input.recebido}, ${input.troco},
      ${input.peloBanco ?? false})
    RETURNING cod_pagamento AS recibo`))!;
  for (const part of parts) {
    await exec(tx, sql`INSERT INTO pagamento_multa (cod_pagamento, cod_multa, valor_centavos) VALUES (${recibo}, ${part.cod_multa}, ${part.paid})`);
    await exec(tx, sql`UPDATE multa SET valor_pago = valor_pago + ${part.paid}::numeric / 100,
        data_pagamento = CASE WHEN valor_multa - desconto - valor_pago - ${part.paid}::numeric / 100 <= 0 THEN current_date ELSE data_pagamento END
      WHERE cod_multa = ${part.cod_multa}`);
  }
  await recordAudit(tx, {
    ...actorOf(actor), acao: 'payment.take', alvoTipo: 'pagamento', alvoId: recibo, codPessoa,
    antes: { debito_centavos: owed },
    depois: { valor_centavos: input.valor_centavos, metodo: input.metodo, balcao: input.balcao.trim(), troco_centavos: input.troco, multas: parts, ...input.extra },
  });
  return recibo;
}

/** The payment providers and how their money is named in the cashier's entries. */
const PROVIDER_DESK = { pix: 'Pix', pagtesouro: 'PagTesouro' } as const;

/**
 * A payment provider's money (PIX, PagTesouro) for these fines, inside the caller's
 * transaction: what they still owe, paid in full as one cashier entry with the provider as its
 * method, bank money outside the desks' closing; audited under the provider's channel, or by
 * the staff member who saw a static code paid. Nothing when none of them is still open
 * (the receipt number otherwise).
 */
export async function settleByProvider(
  tx: Executor, provider: keyof typeof PROVIDER_DESK, codPessoa: number, multas: number[], staff: number | null, extra: Record<string, unknown>,
): Promise<number | null> {
  if (!multas.length) return null;
  const open = await openFinesCents(tx, codPessoa, []);
  const listed = open.filter((f) => multas.includes(f.cod_multa));
  const owed = listed.reduce((sum, f) => sum + f.owed, 0);
  if (owed <= 0) return null;
  return takePaymentIn(tx, staff ?? { provider }, codPessoa, {
    multas: listed.map((f) => f.cod_multa), metodo: provider, balcao: PROVIDER_DESK[provider], valor_centavos: owed, recebido: null, troco: 0,
    peloBanco: true, extra,
  });
}

/**
 * Pays the listed open fines (all of them when none is listed) in full, as one cashier entry
 * of what they owe: the kiosk's fee paid, the command line's `pay` and the pay-in-full call.
 * What is owed is read first and taken inside takePayment's transaction, which refuses
 * (422 error.desk-payment-too-much) if a fine was paid in between.
 */
export async function payInFullAt(
  ctx: AppContext, actor: Actor, input: { usuario: string; multas?: number[]; metodo: DeskMethod; balcao: string },
): Promise<Receipt> {
  const patron = await patronByLogin(ctx.database.db, input.usuario);
  const wanted = [...new Set(input.multas ?? [])];
  const fines = await rows<{ owed: number }>(ctx.database.db, sql`
    SELECT round((valor_multa - desconto - valor_pago) * 100)::int AS owed FROM multa
    WHERE cod_pessoa = ${patron.cod_pessoa} AND valor_multa - desconto - valor_pago > 0 ${wanted.length ? sql`AND cod_multa IN ${wanted}` : sql``}`);
  if (wanted.length && fines.length !== wanted.length) throw notFound('error.fine-not-found');
  const owed = fines.reduce((sum, f) => sum + f.owed, 0);
  if (owed <= 0) throw unprocessable('error.desk-nothing-to-pay');
  return takePayment(ctx, actor, { usuario: patron.login, multas: wanted, metodo: input.metodo, balcao: input.balcao, valor_centavos: owed });
}

/** Reverses one payment as a new entry: its fines owe again what it paid them. */
export async function refundPayment(ctx: AppContext, actor: number | null, recibo: number, motivo: string, balcao: string): Promise<Receipt> {
  const reason = motivo.trim();
  if (!reason) throw unprocessable('error.reason-required');
  return transaction(ctx, async (tx) => {
    const original = await one<{ cod_pessoa: number; metodo: Method; valor_centavos: number; estorno_de: number | null; pelo_banco: boolean }>(tx, sql`
      SELECT cod_pessoa, metodo, valor_centavos, estorno_de, pelo_banco FROM pagamento WHERE cod_pagamento = ${recibo} FOR UPDATE`);
    if (!original) throw notFound('error.payment-not-found');
    if (original.estorno_de !== null) throw unprocessable('error.desk-refund-of-refund');
    if (await one(tx, sql`SELECT 1 FROM pagamento WHERE estorno_de = ${recibo}`)) throw unprocessable('error.desk-payment-already-refunded');
    const parts = await rows<{ cod_multa: number; valor_centavos: number }>(tx, sql`
      SELECT cod_multa, valor_centavos FROM pagamento_multa WHERE cod_pagamento = ${recibo} ORDER BY cod_multa`);
    await exec(tx, sql`SELECT 1 FROM multa WHERE cod_multa IN ${parts.map((p) => p.cod_multa)} ORDER BY cod_multa FOR UPDATE`);
    const { entry } = (await one<{ entry: number }>(tx, sql`
      INSERT INTO pagamento (cod_pessoa, autor, balcao, metodo, valor_centavos, troco_centavos, estorno_de, motivo, pelo_banco)
      VALUES (${original.cod_pessoa}, ${actor}, ${balcao.trim()}, ${original.metodo}, ${-original.valor_centavos}, 0, ${recibo}, ${reason}, ${original.pelo_banco})
      RETURNING cod_pagamento AS entry`))!;
    for (const part of parts) {
      await exec(tx, sql`INSERT INTO pagamento_multa (cod_pagamento, cod_multa, valor_centavos) VALUES (${entry}, ${part.cod_multa}, ${-part.valor_centavos})`);
      await exec(tx, sql`UPDATE multa SET valor_pago = valor_pago - ${part.valor_centavos}::numeric / 100, data_pagamento = NULL WHERE cod_multa = ${part.cod_multa}`);
    }
    await recordAudit(tx, {
      autor: actor, acao: 'payment.refund', alvoTipo: 'pagamento', alvoId: entry, codPessoa: original.cod_pessoa, motivo: reason,
      antes: { recibo, valor_centavos: original.valor_centavos }, depois: { valor_centavos: -original.valor_centavos, multas: parts },
    });
    return receiptOf(tx, entry);
  });
}

/** A day's takings per desk and method, refunds subtracted; bank money (a provider's settlement) is no desk's. */
export async function closingReport(ctx: AppContext, day: string): Promise<ResponseBody<'getDeskClosing'>> {
  const lines = await rows<{ balcao: string; metodo: Method; pagamentos: number; estornos: number; total_centavos: number }>(ctx.database.db, sql`
    SELECT balcao, metodo, count(*) FILTER (WHERE estorno_de IS NULL)::int AS pagamentos, count(*) FILTER (WHERE estorno_de IS NOT NULL)::int AS estornos,
      sum(valor_centavos)::int AS total_centavos
    FROM pagamento WHERE dia = ${day}::date AND NOT pelo_banco GROUP BY balcao, metodo ORDER BY balcao, metodo`);
  return { data: day, linhas: lines, total_centavos: lines.reduce((sum, l) => sum + l.total_centavos, 0) };
}
