/**
 * Payments that need a person (issue 39): a PIX or PagTesouro payment the system kept rather
 * than settled (another amount than the charge's, a second payment of a paid charge, debts
 * paid meanwhile, a PIX payment naming no charge of ours), one row per payment in
 * `pagamento_revisao`, written by the provider's code in the transaction that kept it. Staff
 * list them at the cashier and mark one resolved (refunded, kept as credit, other) with a
 * note, audited. Nothing here moves money: the row records what staff did outside the system.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { QueryParams, ResponseBody, Schema } from '../../../http/handlers';
import { recordAudit } from '../../platform';

type Review = Schema<'PaymentReview'>;
export type ReviewReason = Review['motivo'];
export type ReviewOutcome = Schema<'PaymentReviewOutcome'>;

export interface KeptPayment {
  provedor: Review['provedor'];
  /** The payment: PIX's endToEndId, the library's PagTesouro referencia. */
  pagamento: string;
  /** The charge at the provider: a PIX txid, PagTesouro's idPagamento. */
  cobranca: string;
  codPessoa: number | null;
  multas: number[];
  valorCentavos: number;
  valorCobrancaCentavos: number | null;
  motivo: ReviewReason;
  recebidoEm: string;
}

/** Keeps a payment for staff, once per payment (a repeated notice of it adds nothing). */
export async function keepForReview(tx: Executor, p: KeptPayment): Promise<void> {
  await exec(tx, sql`
    INSERT INTO pagamento_revisao (provedor, pagamento, cobranca, cod_pessoa, multas, valor_centavos, valor_cobranca_centavos, motivo, recebido_em)
    VALUES (${p.provedor}, ${p.pagamento}, ${p.cobranca}, ${p.codPessoa}, ${JSON.stringify(p.multas)}::jsonb, ${p.valorCentavos},
      ${p.valorCobrancaCentavos}, ${p.motivo}, ${p.recebidoEm}::timestamptz)
    ON CONFLICT (provedor, pagamento) DO NOTHING`);
}

interface ReviewRow {
  cod_revisao: number; provedor: Review['provedor']; pagamento: string; cobranca: string; motivo: ReviewReason;
  valor_centavos: number; valor_cobranca_centavos: number | null; recebido_em: string | Date;
  cod_pessoa: number | null; nome: string | null; login: string | null;
  debitos: { cod_debito: number; descricao: string }[];
  resolucao: ReviewOutcome | null; nota: string | null; resolvido_login: string | null; resolvido_em: string | Date | null;
}

/** A row with its patron, the debts its charge was for (as they are described now) and who resolved it. */
const SELECT = sql`
  SELECT r.cod_revisao, r.provedor, r.pagamento, r.cobranca, r.motivo, r.valor_centavos, r.valor_cobranca_centavos, r.recebido_em,
    r.cod_pessoa, p.nome, p.login, r.resolucao, r.nota, s.login AS resolvido_login, r.resolvido_em,
    coalesce((SELECT json_agg(json_build_object('cod_debito', m.cod_multa, 'descricao', coalesce(m.motivo, m.tipo_servico, '')) ORDER BY m.cod_multa)
      FROM multa m WHERE m.cod_multa IN (SELECT jsonb_array_elements_text(r.multas)::int)), '[]'::json) AS debitos
  FROM pagamento_revisao r LEFT JOIN pessoa p ON p.cod_pessoa = r.cod_pessoa LEFT JOIN pessoa s ON s.cod_pessoa = r.resolvido_por`;

const toReview = (r: ReviewRow): Review => ({
  cod_revisao: r.cod_revisao, provedor: r.provedor, motivo: r.motivo, cobranca: r.cobranca, pagamento: r.pagamento,
  valor: r.valor_centavos / 100, valor_cobranca: r.valor_cobranca_centavos === null ? null : r.valor_cobranca_centavos / 100,
  recebido_em: isoTime(r.recebido_em),
  pessoa: r.cod_pessoa !== null && r.nome !== null && r.login !== null ? { cod_pessoa: r.cod_pessoa, nome: r.nome, login: r.login } : null,
  debitos: r.debitos,
  resolucao: r.resolucao && r.resolvido_em
    ? { tipo: r.resolucao, nota: r.nota ?? '', por: r.resolvido_login, em: isoTime(r.resolvido_em) }
    : null,
});

const LISTS = {
  abertas: sql`WHERE r.resolvido_em IS NULL ORDER BY r.recebido_em, r.cod_revisao LIMIT 500`,
  resolvidas: sql`WHERE r.resolvido_em IS NOT NULL ORDER BY r.resolvido_em DESC, r.cod_revisao DESC LIMIT 100`,
  todas: sql`ORDER BY r.recebido_em DESC, r.cod_revisao DESC LIMIT 500`,
} as const;

export async function listReviews(ctx: AppContext, query: QueryParams<'listPaymentReviews'>): Promise<ResponseBody<'listPaymentReviews'>> {
  const found = await rows<ReviewRow>(ctx.database.db, sql`${SELECT} ${LISTS[query.situacao ?? 'abertas']}`);
  return { itens: found.map(toReview) };
}

/** How many wait for a person (the workspace menu's count). */
export async function openReviewCount(ex: Executor): Promise<number> {
  return (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM pagamento_revisao WHERE resolvido_em IS NULL`))!.n;
}

/** Staff say how a kept payment was resolved; once only, audited with the note. */
export async function resolveReview(ctx: AppContext, actor: number, cod: number, resolucao: ReviewOutcome, nota: string): Promise<Review> {
  const text = nota.trim();
  if (!text) throw unprocessable('error.reason-required');
  return transaction(ctx, async (tx) => {
    const row = await one<{ resolvido_em: string | null; cod_pessoa: number | null; provedor: string; valor_centavos: number }>(tx, sql`
      SELECT resolvido_em, cod_pessoa, provedor, valor_centavos FROM pagamento_revisao WHERE cod_revisao = ${cod} FOR UPDATE`);
    if (!row) throw notFound('error.payment-review-not-found');
    if (row.resolvido_em !== null) throw unprocessable('error.payment-review-resolved');
    await exec(tx, sql`UPDATE pagamento_revisao SET resolucao = ${resolucao}, nota = ${text}, resolvido_por = ${actor}, resolvido_em = now()
      WHERE cod_revisao = ${cod}`);
    await recordAudit(tx, {
      autor: actor, acao: 'payment.review', alvoTipo: 'pagamento_revisao', alvoId: cod, codPessoa: row.cod_pessoa, motivo: text,
      antes: { resolucao: null }, depois: { resolucao, observacao: text, provedor: row.provedor, valor_centavos: row.valor_centavos },
    });
    return toReview((await one<ReviewRow>(tx, sql`${SELECT} WHERE r.cod_revisao = ${cod}`))!);
  });
}
