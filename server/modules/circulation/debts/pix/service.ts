/**
 * PIX charges for a patron's debts (issue 39). A charge records its txid, the fines it pays
 * and the amount in integer cents. Without a PSP it is a static BR Code with the library's
 * key, which staff clear when they see the money; with one it is the PSP's `cob` (or `cobv`,
 * with a due date and the patron named, when PIX_COBV_DAYS is set or the desk chooses it), cleared by
 * the PSP's webhook or, when that never comes, by the reconciliation job. Each reported
 * payment is kept once by its endToEndId, so a repeated notice changes nothing; a payment
 * that pays nothing (a second one, another amount, an unknown txid) is kept for staff.
 * A debt's block on loans is not stored: the circulation core reads open debts (standingOf),
 * so a paid debt stops blocking at once.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../../db/query';
import { notFound, unprocessable } from '../../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../../http/handlers';
import { deliverAlerts, recordAudit, type PendingAlert } from '../../../platform';
import { chosenDebts } from '../service';
import { keepForReview, type ReviewReason } from '../review';
import { settleCharge } from '../settle';
import { amountText } from '../money';
import { brCode } from './brcode';
import { createCob, createCobv, getCharge, type PspCharge } from './psp';

type Charge = ResponseBody<'getPixCharge'>;

interface ChargeRow {
  txid: string; cod_pessoa: number; multas: number[]; valor_centavos: number; modo: string; situacao: Charge['situacao'];
  brcode: string; criado_em: string | Date; expira_em: string | Date; pago_em: string | Date | null; vencimento: string | null;
}

/** An open charge past its expiry is shown as expired; the row keeps ativa until the job or staff touch it. */
const COLUMNS = sql`txid, cod_pessoa, multas, valor_centavos, modo,
  CASE WHEN situacao = 'ativa' AND expira_em < now() THEN 'expirada' ELSE situacao END AS situacao,
  brcode, criado_em, expira_em, pago_em, to_char(vencimento, 'YYYY-MM-DD') AS vencimento`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const toCharge = (r: ChargeRow): Charge => ({
  txid: r.txid, valor: r.valor_centavos / 100, debitos: r.multas, situacao: r.situacao, dinamica: r.modo === 'dinamica',
  copia_e_cola: r.brcode, criado_em: iso(r.criado_em)!, expira_em: iso(r.expira_em)!, pago_em: iso(r.pago_em), vencimento: r.vencimento,
});

/** Letters and digits: 25 for a static code (its limit), 32 for a cob (26 to 35). */
const newTxid = (length: number) => randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(length, '0').slice(0, length);

/**
 * How a charge is asked for: `dueDays` undefined follows the library (PIX_COBV_DAYS: a cobv
 * when set and the patron has a CPF, else a cob); null is an immediate cob; a number is a cobv
 * due that many days from today, which the desk chooses (refused without a PSP or a CPF).
 * `staff`: the staff member who made it at the desk (audited as pix.charge).
 */
export interface ChargeChoice { dueDays?: number | null; staff?: number }

const CPF = sql`regexp_replace(coalesce(dados_pessoais->>'cpf', ''), '[^0-9]', '', 'g')`;

export async function createCharge(
  ctx: AppContext, log: FastifyBaseLogger, codPessoa: number, body: RequestBody<'createPixCharge'>, choice: ChargeChoice = {},
): Promise<Charge> {
  const pix = ctx.config.pix;
  if (!pix.key) throw unprocessable('error.pix-not-configured');
  const dynamic = pix.psp !== null;
  const chosenDue = typeof choice.dueDays === 'number';
  if (chosenDue && !dynamic) throw unprocessable('error.pix-cobv-unavailable');
  const dueDays = choice.dueDays === undefined ? pix.cobv.days : choice.dueDays;
  const txid = newTxid(dynamic ? 32 : 25);
  const audit = (tx: Executor, charge: ChargeRow) => choice.staff === undefined ? Promise.resolve() : recordAudit(tx, {
    autor: choice.staff, acao: 'pix.charge', alvoTipo: 'cobranca_pix', alvoId: charge.txid, codPessoa,
    depois: { valor_centavos: charge.valor_centavos, multas: charge.multas, vencimento: charge.vencimento, expira_em: iso(charge.expira_em) },
  });
  const made = await transaction(ctx, async (tx) => {
    const { multas, total } = await chosenDebts(tx, codPessoa, body.debitos, body.valor);
    if (chosenDue) {
      const payer = await one<{ cpf: string }>(tx, sql`SELECT ${CPF} AS cpf FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
      if (payer?.cpf.length !== 11) throw unprocessable('error.pix-cpf-required');
    }
    const code = dynamic ? '' : brCode({ key: pix.key!, txid, cents: total, merchantName: pix.merchantName, merchantCity: pix.merchantCity });
    const row = (await one<ChargeRow>(tx, sql`
      INSERT INTO cobranca_pix (txid, cod_pessoa, multas, valor_centavos, modo, brcode, expira_em)
      VALUES (${txid}, ${codPessoa}, ${JSON.stringify(multas)}::jsonb, ${total},
        ${dynamic ? 'dinamica' : 'estatica'}, ${code}, now() + make_interval(secs => ${pix.expirySeconds}))
      RETURNING ${COLUMNS}`))!;
    if (!dynamic) await audit(tx, row);
    return row;
  });
  if (!dynamic) return toCharge(made);
  // The PSP is called outside the transaction (no lock held over the network); a refusal removes the charge.
  let cob: PspCharge;
  try {
    cob = await askPsp(ctx, codPessoa, txid, made.valor_centavos, dueDays ?? null);
  } catch (error) {
    log.warn({ err: error, txid }, 'PIX: the PSP did not make the charge');
    await exec(ctx.database.db, sql`DELETE FROM cobranca_pix WHERE txid = ${txid}`);
    throw unprocessable('error.pix-provider-unavailable');
  }
  const code = cob.pixCopiaECola ?? (cob.location ? brCode({ location: cob.location, cents: made.valor_centavos, merchantName: pix.merchantName, merchantCity: pix.merchantCity }) : null);
  if (!code) {
    log.warn({ txid }, 'PIX: the PSP answered without location or pixCopiaECola');
    await exec(ctx.database.db, sql`DELETE FROM cobranca_pix WHERE txid = ${txid}`);
    throw unprocessable('error.pix-provider-unavailable');
  }
  return toCharge(await transaction(ctx, async (tx) => {
    const row = (await one<ChargeRow>(tx, sql`UPDATE cobranca_pix SET brcode = ${code} WHERE txid = ${txid} RETURNING ${COLUMNS}`))!;
    await audit(tx, row);
    return row;
  }));
}

const SOLICITATION = 'Débitos da biblioteca';

/**
 * The PSP's charge: with `dueDays`, a cobv due that many days from today, payable
 * PIX_COBV_VALIDITY_DAYS after (the row's expiry becomes the end of that last day) when the
 * patron has a CPF on record; an immediate cob otherwise.
 */
async function askPsp(ctx: AppContext, codPessoa: number, txid: string, valueCents: number, dueDays: number | null): Promise<PspCharge> {
  const pix = ctx.config.pix;
  const psp = pix.psp!;
  const valor = amountText(valueCents);
  const payer = dueDays !== null ? await one<{ nome: string; cpf: string; vencimento: string; ultimo_dia: string }>(ctx.database.db, sql`
    SELECT nome, ${CPF} AS cpf,
      to_char(current_date + ${dueDays}::int, 'YYYY-MM-DD') AS vencimento,
      to_char(current_date + ${dueDays + pix.cobv.validityDays}::int, 'YYYY-MM-DD') AS ultimo_dia
    FROM pessoa WHERE cod_pessoa = ${codPessoa}`) : null;
  if (!payer || payer.cpf.length !== 11) {
    return createCob(psp, txid, { valor, chave: pix.key!, expiracao: pix.expirySeconds, solicitacao: SOLICITATION });
  }
  const cobv = await createCobv(psp, txid, {
    valor, chave: pix.key!, vencimento: payer.vencimento, validadeAposVencimento: pix.cobv.validityDays,
    devedor: { cpf: payer.cpf, nome: payer.nome }, solicitacao: SOLICITATION,
  });
  await exec(ctx.database.db, sql`UPDATE cobranca_pix SET tipo = 'cobv', vencimento = ${payer.vencimento}::date,
    expira_em = (${payer.ultimo_dia}::date + 1)::timestamp AT TIME ZONE current_setting('TimeZone') WHERE txid = ${txid}`);
  return cobv;
}

/**
 * The patron's charges that may still be paid (made on the page or at the desk), newest first;
 * not one whose debts were paid meanwhile (at the desk, by another charge): paying it would only
 * be money for staff to give back.
 */
export async function openCharges(ctx: AppContext, codPessoa: number): Promise<Charge[]> {
  const list = await rows<ChargeRow>(ctx.database.db, sql`SELECT ${COLUMNS} FROM cobranca_pix c
    WHERE c.cod_pessoa = ${codPessoa} AND c.situacao = 'ativa' AND c.expira_em > now() AND c.brcode <> ''
      AND NOT EXISTS (SELECT 1 FROM multa m WHERE m.cod_multa IN (SELECT jsonb_array_elements_text(c.multas)::int)
        AND m.valor_multa - m.desconto - m.valor_pago <= 0)
    ORDER BY c.criado_em DESC LIMIT 10`);
  return list.map(toCharge);
}

/** One of the patron's charges; 404 for anyone else's. */
export async function chargeOf(ctx: AppContext, codPessoa: number, txid: string): Promise<Charge> {
  const row = await one<ChargeRow>(ctx.database.db, sql`SELECT ${COLUMNS} FROM cobranca_pix WHERE txid = ${txid} AND cod_pessoa = ${codPessoa}`);
  if (!row) throw notFound('error.pix-charge-not-found');
  return toCharge(row);
}

export async function staffCharges(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'staffListPixCharges'>> {
  const { db } = ctx.database;
  const charges = await rows<ChargeRow>(db, sql`SELECT ${COLUMNS} FROM cobranca_pix WHERE cod_pessoa = ${codPessoa} ORDER BY criado_em DESC LIMIT 100`);
  const review = await rows<{ end_to_end_id: string; txid: string; valor_centavos: number; horario: string | Date; motivo: string }>(db, sql`
    SELECT r.end_to_end_id, r.txid, r.valor_centavos, r.horario, r.motivo FROM pix_recebimento r
    JOIN cobranca_pix c ON c.txid = r.txid
    LEFT JOIN pagamento_revisao v ON v.provedor = 'pix' AND v.pagamento = r.end_to_end_id
    WHERE c.cod_pessoa = ${codPessoa} AND r.revisar AND v.resolvido_em IS NULL ORDER BY r.horario DESC`);
  const { pix } = ctx.config;
  return {
    cobv: pix.key && pix.psp ? { dias: pix.cobv.days ?? 3, validade_dias: pix.cobv.validityDays } : null,
    cobrancas: charges.map(toCharge),
    revisar: review.map((r) => ({ end_to_end_id: r.end_to_end_id, txid: r.txid, valor: r.valor_centavos / 100, horario: iso(r.horario)!, motivo: r.motivo })),
  };
}

/**
 * Marks the charge paid and pays its fines that are still open through the cashier (method
 * pix, bank money outside the desks' closing), audited under the PIX channel or by the staff
 * member who cleared it.
 */
async function settleIn(tx: Executor, charge: ChargeRow, staff: number | null, paidAt: string): Promise<{ alert: PendingAlert | null; alreadyPaid: boolean }> {
  const settled = await settleCharge(tx, 'pix', { codPessoa: charge.cod_pessoa, multas: charge.multas, valorCentavos: charge.valor_centavos, ref: charge.txid }, staff, { txid: charge.txid });
  await exec(tx, sql`UPDATE cobranca_pix SET situacao = 'concluida', pago_em = ${paidAt}::timestamptz WHERE txid = ${charge.txid}`);
  return settled;
}

export interface ReportedPayment { endToEndId: string; txid?: string; valor: string; horario: string }

/**
 * Payments a PSP reported (webhook, reconciliation), each in its own transaction: stored once
 * by endToEndId; the charge cleared when the amount is its own; kept for review otherwise.
 */
export async function receivePayments(ctx: AppContext, payments: ReportedPayment[]): Promise<{ received: number; cleared: number; review: number }> {
  let received = 0, cleared = 0, review = 0;
  const alerts: (PendingAlert | null)[] = [];
  for (const p of payments) {
    const paid = Math.round(Number(p.valor) * 100);
    await transaction(ctx, async (tx) => {
      const stored = await one<{ end_to_end_id: string }>(tx, sql`
        INSERT INTO pix_recebimento (end_to_end_id, txid, valor_centavos, horario) VALUES (${p.endToEndId}, ${p.txid ?? ''}, ${paid}, ${p.horario}::timestamptz)
        ON CONFLICT (end_to_end_id) DO NOTHING RETURNING end_to_end_id`);
      if (!stored) return;
      received++;
      const charge = p.txid ? await one<ChargeRow>(tx, sql`SELECT ${COLUMNS} FROM cobranca_pix WHERE txid = ${p.txid} FOR UPDATE`) : null;
      const flag = async (motivo: ReviewReason) => {
        review++;
        await exec(tx, sql`UPDATE pix_recebimento SET revisar = true, motivo = ${motivo} WHERE end_to_end_id = ${p.endToEndId}`);
        await keepForReview(tx, {
          provedor: 'pix', pagamento: p.endToEndId, cobranca: p.txid ?? '', codPessoa: charge?.cod_pessoa ?? null, multas: charge?.multas ?? [],
          valorCentavos: paid, valorCobrancaCentavos: charge?.valor_centavos ?? null, motivo, recebidoEm: p.horario,
        });
      };
      if (!charge) return flag('cobranca-desconhecida');
      if (charge.situacao === 'concluida') return flag('pagamento-repetido');
      if (paid !== charge.valor_centavos) return flag('valor-diferente');
      const settled = await settleIn(tx, charge, null, p.horario);
      cleared++;
      alerts.push(settled.alert);
      if (settled.alreadyPaid) await flag('debito-ja-pago');
    });
  }
  await deliverAlerts(ctx, alerts);
  return { received, cleared, review };
}

/** Staff saw a static charge's money arrive: the charge and its debts are paid, audited. */
export async function clearCharge(ctx: AppContext, actor: number, txid: string, motivo: string): Promise<Charge> {
  const alert = await transaction(ctx, async (tx) => {
    const charge = await one<ChargeRow>(tx, sql`SELECT ${COLUMNS} FROM cobranca_pix WHERE txid = ${txid} FOR UPDATE`);
    if (!charge) throw notFound('error.pix-charge-not-found');
    if (charge.situacao === 'concluida') throw unprocessable('error.pix-charge-not-open');
    const { alert } = await settleIn(tx, charge, actor, new Date().toISOString());
    await recordAudit(tx, {
      autor: actor, acao: 'pix.clear', alvoTipo: 'cobranca_pix', alvoId: txid, codPessoa: charge.cod_pessoa, motivo,
      antes: { situacao: charge.situacao }, depois: { situacao: 'concluida', valor: charge.valor_centavos / 100 },
    });
    return alert;
  });
  await deliverAlerts(ctx, [alert]);
  const row = await one<ChargeRow>(ctx.database.db, sql`SELECT ${COLUMNS} FROM cobranca_pix WHERE txid = ${txid}`);
  return toCharge(row!);
}

/**
 * The reconciliation job: dynamic charges still open a minute after they were made are asked
 * of the PSP; payments it reports are received as the webhook's would be; charges it removed
 * or that are past their expiry become expirada.
 */
export async function reconcileCharges(ctx: AppContext): Promise<{ checked: number; cleared: number; expired: number; failed: number }> {
  const psp = ctx.config.pix.psp;
  let checked = 0, cleared = 0, failed = 0;
  if (psp) {
    const open = await rows<{ txid: string; tipo: 'cob' | 'cobv' }>(ctx.database.db, sql`
      SELECT txid, tipo FROM cobranca_pix WHERE modo = 'dinamica' AND situacao = 'ativa' AND criado_em < now() - interval '1 minute'
      ORDER BY criado_em LIMIT 200`);
    for (const { txid, tipo } of open) {
      try {
        const cob = await getCharge(psp, tipo, txid);
        checked++;
        if (cob?.pix.length) cleared += (await receivePayments(ctx, cob.pix.map((p) => ({ ...p, txid })))).cleared;
        else if (!cob || cob.status.startsWith('REMOVIDA')) await exec(ctx.database.db, sql`UPDATE cobranca_pix SET situacao = 'expirada' WHERE txid = ${txid} AND situacao = 'ativa'`);
      } catch {
        failed++; // the next run asks again
      }
    }
  }
  const expired = await rows(ctx.database.db, sql`
    UPDATE cobranca_pix SET situacao = 'expirada' WHERE modo = 'dinamica' AND situacao = 'ativa' AND expira_em < now() RETURNING txid`);
  return { checked, cleared, expired: expired.length, failed };
}
