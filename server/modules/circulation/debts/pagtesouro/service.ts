/**
 * PagTesouro payments for a patron's debts (issue 39): the federal government's payment
 * service, which federal universities must use. A payment records the fines it pays and the
 * amount in integer cents; PagTesouro gives the address where the patron pays (proximaUrl).
 * Its notice (a POST of idPagamento to the payment's own urlNotificacao, whose secret only
 * this payment knows) is never believed: it is a cue to ask PagTesouro where the payment
 * stands, and that answer settles the fines through the cashier exactly once (the row is
 * locked and settled only while open). The reconciliation job asks for payments whose notice
 * never came. A concluded payment for another amount, or for debts paid meanwhile, is kept
 * for staff (revisar, and a row of ../review.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_ROUTE_PATHS } from '../../../../../openapi/alert-routes';
import type { AppContext } from '../../../../context';
import { exec, one, rows, transaction } from '../../../../db/query';
import { unauthorized, unprocessable } from '../../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../../http/handlers';
import { deliverAlerts, type PendingAlert } from '../../../platform';
import { chosenDebts } from '../service';
import { keepForReview, type ReviewReason } from '../review';
import { settleCharge } from '../settle';
import { paymentStatus, requestPayment } from './client';
import { paymentRequestBody, stateOf, type PaymentState } from './request-body';

type Payments = ResponseBody<'listPagTesouroPayments'>;
type Payment = Payments['pagamentos'][number];

interface PaymentRow {
  referencia: number; id_pagamento: string | null; cod_pessoa: number; multas: number[]; valor_centavos: number; situacao: PaymentState;
  url: string | null; revisar: boolean; criado_em: string | Date; pago_em: string | Date | null;
}

const COLUMNS = sql`referencia, id_pagamento, cod_pessoa, multas, valor_centavos, situacao, url, revisar, criado_em, pago_em`;
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const toPayment = (r: PaymentRow): Payment => ({
  referencia: r.referencia, valor: r.valor_centavos / 100, debitos: r.multas, situacao: r.situacao,
  url: r.situacao === 'aberto' ? r.url : null, criado_em: iso(r.criado_em)!, pago_em: iso(r.pago_em),
});

/** Whether the library takes PagTesouro payments, and the patron's latest ones. */
export async function patronPayments(ctx: AppContext, codPessoa: number): Promise<Payments> {
  const list = await rows<PaymentRow>(ctx.database.db, sql`
    SELECT ${COLUMNS} FROM pagamento_pagtesouro WHERE cod_pessoa = ${codPessoa} AND id_pagamento IS NOT NULL ORDER BY criado_em DESC, referencia DESC LIMIT 10`);
  return { disponivel: ctx.config.pagtesouro !== null, pagamentos: list.map(toPayment) };
}

/**
 * Asks PagTesouro for a payment of the chosen debts (the same choice as a PIX charge) and
 * gives its address. PagTesouro is called outside the transaction (no lock held over the
 * network); a refusal or no answer removes the row.
 */
export async function createPayment(
  ctx: AppContext, log: FastifyBaseLogger, base: string, codPessoa: number, body: RequestBody<'createPagTesouroPayment'>,
): Promise<Payment> {
  const settings = ctx.config.pagtesouro;
  if (!settings) throw unprocessable('error.pagtesouro-not-configured');
  const secret = randomBytes(32).toString('base64url');
  const made = await transaction(ctx, async (tx) => {
    const { multas, total } = await chosenDebts(tx, codPessoa, body.debitos, body.valor);
    const payer = (await one<{ nome: string; cpf: string; today: string }>(tx, sql`
      SELECT nome, regexp_replace(coalesce(dados_pessoais->>'cpf', ''), '[^0-9]', '', 'g') AS cpf, to_char(current_date, 'YYYY-MM-DD') AS today
      FROM pessoa WHERE cod_pessoa = ${codPessoa}`))!;
    if (payer.cpf.length !== 11) throw unprocessable('error.pagtesouro-cpf-required');
    const { referencia } = (await one<{ referencia: number }>(tx, sql`
      INSERT INTO pagamento_pagtesouro (cod_pessoa, multas, valor_centavos, segredo_hash)
      VALUES (${codPessoa}, ${JSON.stringify(multas)}::jsonb, ${total}, ${sha256(secret)}) RETURNING referencia`))!;
    return { referencia, total, payer };
  });
  try {
    const answer = await requestPayment(settings, paymentRequestBody({
      servico: settings.servico, referencia: made.referencia, today: made.payer.today, dueDays: settings.dueDays,
      cpf: made.payer.cpf, nome: made.payer.nome, cents: made.total,
      urlRetorno: `${base}${ALERT_ROUTE_PATHS.debitos}`, urlNotificacao: `${base}/api/pagtesouro/notificacao/${secret}`,
    }));
    const row = await one<PaymentRow>(ctx.database.db, sql`
      UPDATE pagamento_pagtesouro SET id_pagamento = ${answer.idPagamento}, url = ${answer.proximaUrl}, codigo_situacao = ${answer.codigo}
      WHERE referencia = ${made.referencia} RETURNING ${COLUMNS}`);
    return toPayment(row!);
  } catch (error) {
    log.warn({ err: error, referencia: made.referencia }, 'PagTesouro did not make the payment');
    await exec(ctx.database.db, sql`DELETE FROM pagamento_pagtesouro WHERE referencia = ${made.referencia}`);
    throw unprocessable('error.pagtesouro-unavailable');
  }
}

/**
 * PagTesouro's answer about one payment applied once: the row is locked and changes only
 * while open. CONCLUIDO for the payment's amount pays its fines through the cashier (channel
 * pagtesouro) and alerts the patron; the final refusals close it as rejeitado, cancelado or
 * expirado; anything else leaves it open. Its state after.
 */
async function refresh(ctx: AppContext, referencia: number, idPagamento: string): Promise<PaymentState> {
  const settings = ctx.config.pagtesouro!;
  const status = await paymentStatus(settings, idPagamento);
  let alert: PendingAlert | null = null;
  const state = await transaction(ctx, async (tx) => {
    const row = (await one<PaymentRow>(tx, sql`SELECT ${COLUMNS} FROM pagamento_pagtesouro WHERE referencia = ${referencia} FOR UPDATE`))!;
    if (row.situacao !== 'aberto' || row.revisar) return row.situacao;
    if (!status) {
      await exec(tx, sql`UPDATE pagamento_pagtesouro SET situacao = 'expirado', consultado_em = now() WHERE referencia = ${referencia}`);
      return 'expirado';
    }
    const next = stateOf(status.codigo);
    if (next !== 'concluido') {
      await exec(tx, sql`UPDATE pagamento_pagtesouro SET situacao = ${next}, codigo_situacao = ${status.codigo}, consultado_em = now() WHERE referencia = ${referencia}`);
      return next;
    }
    const paid = status.valor === null ? row.valor_centavos : Math.round(status.valor * 100);
    const paidAt = status.data && !Number.isNaN(Date.parse(status.data)) ? status.data : new Date().toISOString();
    const keep = (motivo: ReviewReason) => keepForReview(tx, {
      provedor: 'pagtesouro', pagamento: String(referencia), cobranca: idPagamento, codPessoa: row.cod_pessoa, multas: row.multas,
      valorCentavos: paid, valorCobrancaCentavos: row.valor_centavos, motivo, recebidoEm: paidAt,
    });
    if (paid !== row.valor_centavos) {
      await exec(tx, sql`UPDATE pagamento_pagtesouro SET revisar = true, codigo_situacao = ${status.codigo}, consultado_em = now() WHERE referencia = ${referencia}`);
      await keep('valor-diferente');
      return row.situacao;
    }
    const settled = await settleCharge(tx, 'pagtesouro', { codPessoa: row.cod_pessoa, multas: row.multas, valorCentavos: row.valor_centavos, ref: idPagamento },
      null, { id_pagamento: idPagamento, referencia });
    alert = settled.alert;
    await exec(tx, sql`UPDATE pagamento_pagtesouro SET situacao = 'concluido', codigo_situacao = ${status.codigo}, tipo_pagamento = ${status.tipoPagamento},
      pago_em = ${paidAt}::timestamptz, consultado_em = now(), revisar = ${settled.alreadyPaid} WHERE referencia = ${referencia}`);
    if (settled.alreadyPaid) await keep('debito-ja-pago');
    return 'concluido';
  });
  await deliverAlerts(ctx, [alert]);
  return state;
}

/**
 * PagTesouro's notice: the secret in the address names the payment and the body's
 * idPagamento must be that payment's (401 otherwise, the same for an unknown one); then
 * PagTesouro is asked. When it does not answer, the payment stays open for the
 * reconciliation job.
 */
export async function notified(ctx: AppContext, log: FastifyBaseLogger, secret: string, idPagamento: string): Promise<PaymentState> {
  const row = ctx.config.pagtesouro ? await one<{ referencia: number; id_pagamento: string | null }>(ctx.database.db, sql`
    SELECT referencia, id_pagamento FROM pagamento_pagtesouro WHERE segredo_hash = ${sha256(secret)}`) : null;
  if (!row || row.id_pagamento === null || row.id_pagamento !== idPagamento) throw unauthorized('error.pagtesouro-notification-refused');
  try {
    return await refresh(ctx, row.referencia, row.id_pagamento);
  } catch (error) {
    log.warn({ err: error, referencia: row.referencia }, 'PagTesouro: the status after a notice could not be read');
    return 'aberto';
  }
}

/**
 * The reconciliation (the job pix-conciliacao): open payments made more than a minute ago
 * are asked of PagTesouro, those asked longest ago first; a request whose answer never came
 * (no idPagamento: the patron never had its address) is closed as cancelado.
 */
export async function reconcilePagTesouroPayments(ctx: AppContext): Promise<{ checked: number; cleared: number; closed: number; failed: number }> {
  let checked = 0, cleared = 0, closed = 0, failed = 0;
  if (!ctx.config.pagtesouro) return { checked, cleared, closed, failed };
  const { db } = ctx.database;
  await exec(db, sql`UPDATE pagamento_pagtesouro SET situacao = 'cancelado'
    WHERE id_pagamento IS NULL AND situacao = 'aberto' AND criado_em < now() - interval '10 minutes'`);
  const open = await rows<{ referencia: number; id_pagamento: string }>(db, sql`
    SELECT referencia, id_pagamento FROM pagamento_pagtesouro
    WHERE situacao = 'aberto' AND NOT revisar AND id_pagamento IS NOT NULL AND criado_em < now() - interval '1 minute'
    ORDER BY consultado_em NULLS FIRST, criado_em LIMIT 200`);
  for (const { referencia, id_pagamento } of open) {
    try {
      const state = await refresh(ctx, referencia, id_pagamento);
      checked++;
      if (state === 'concluido') cleared++;
      else if (state !== 'aberto') closed++;
    } catch {
      failed++; // the next run asks again
    }
  }
  return { checked, cleared, closed, failed };
}
