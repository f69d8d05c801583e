/**
 * The desk's other work: a patron's circulation at a glance, moving loan requests through
 * their states (spec §4), moderating comments (spec §4: shown only once approved) and
 * recording payments of fines.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { deliverAlerts, recordAlert, recordAudit, type Actor } from '../../platform';
import { LOAN_REQUEST, OPEN_LOAN_REQUESTS, loanRefusal, patronByLogin, ruleOf, standingOf, today } from '../core';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { listHolds } from '../holds';
import { loanRequestSelect, toLoanRequest, type LoanRequestRow } from '../loan-requests';
import { pendingLoans } from '../loans';
import type { StaffRole } from '../../../http/caller-types';
import { patronPanel } from './patron-panel';
import { payInFullAt } from './cashier';

/** `roles`: the asking staff member's, which decide whether they may check out over a refusal (none from the command line). */
export async function patronAtDesk(ctx: AppContext, login: string, roles: readonly StaffRole[] = []): Promise<ResponseBody<'getDeskPatron'>> {
  const { db } = ctx.database;
  const patron = await patronByLogin(db, login);
  const day = await today(db);
  const standing = await standingOf(db, patron.cod_pessoa, day);
  const refusal = loanRefusal(patron, standing, await ruleOf(db, patron.cod_pessoa));
  return {
    cod_pessoa: patron.cod_pessoa, login: patron.login, nome: patron.nome, categoria: patron.categoria,
    emprestimos: (await pendingLoans(ctx, patron.cod_pessoa, false)).map(({ detalhes: _, ...loan }) => loan),
    reservas: await listHolds(ctx, patron.cod_pessoa),
    multas: await openFines(db, patron.cod_pessoa),
    debito: standing.debt, suspenso_ate: standing.suspendedUntil, pode_emprestar: refusal === null, motivo: refusal,
    ...(await patronPanel(ctx, patron, roles)),
  };
}

async function openFines(ex: Executor, codPessoa: number, only?: number[]) {
  const list = await rows<{ cod_multa: number; total: string; motivo: string | null; titulo: string | null }>(ex, sql`
    SELECT f.cod_multa, (f.valor_multa - f.desconto - f.valor_pago)::text AS total, f.motivo, a.titulo
    FROM multa f LEFT JOIN emprestimo m ON m.cod_emprestimo = f.cod_emprestimo
    LEFT JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE f.cod_pessoa = ${codPessoa} AND f.valor_multa - f.desconto - f.valor_pago > 0
      ${only?.length ? sql`AND f.cod_multa IN ${only}` : sql``}
    ORDER BY f.cod_multa ${only ? sql`FOR UPDATE OF f` : sql``}`);
  return list.map((f) => ({ cod_multa: f.cod_multa, total_a_pagar: Number(f.total), motivo: f.motivo, titulo: f.titulo }));
}

/**
 * Pays the listed open fines (all, when none is listed) in full, through the cashier
 * (payInFullAt): one `pagamento` entry with its receipt number, in the day's closing under
 * `where` (the desk's name and method; the kiosk names itself, the command line too).
 */
export async function recordPayment(
  ctx: AppContext, login: string, codes: number[] = [], actor: Actor = null, where: PaymentPlace = DEFAULT_PLACE,
): Promise<ResponseBody<'recordPayment'>> {
  const receipt = await payInFullAt(ctx, actor, { usuario: login, multas: codes, ...where });
  return {
    pagas: receipt.multas.map((f) => ({ cod_multa: f.cod_multa, valor_pago: f.valor_centavos / 100 })),
    total_pago: receipt.valor_centavos / 100, debito_restante: receipt.debito_restante_centavos / 100,
  };
}

export interface PaymentPlace { metodo: Parameters<typeof payInFullAt>[2]['metodo']; balcao: string }
/** Where a payment without a named desk is counted in the closing. */
export const DEFAULT_PLACE: PaymentPlace = { metodo: 'dinheiro', balcao: 'Balcão' };

type Next = ResponseBody<'advanceLoanRequest'>['proximas'][number];
const { waiting, inTransit, available, finished, notFinished, cancelled } = LOAN_REQUEST;

/** Where a loan request may go from each state (spec §4); the first is its usual next step. */
export function nextStates(r: { situacao: string; biblioteca_origem: number; biblioteca_recebimento: number; domicilio: boolean }): Next[] {
  const travels = r.domicilio || r.biblioteca_origem !== r.biblioteca_recebimento;
  switch (r.situacao) {
    case waiting: return travels ? [inTransit, available, cancelled] : [available, cancelled];
    case inTransit: return [available, cancelled];
    case available: return [finished, notFinished, cancelled];
    default: return [];
  }
}

const toDeskRequest = (r: LoanRequestRow): ResponseBody<'advanceLoanRequest'> => ({
  solicitacao: toLoanRequest(r), cod_pessoa: r.cod_pessoa, login: r.login, nome: r.nome, telefone: r.telefone, email: r.email,
  recebimento_textual: r.recebimento_textual, proximas: nextStates(r),
});

export async function deskLoanRequests(ctx: AppContext, status = 'abertas'): Promise<ResponseBody<'listDeskLoanRequests'>> {
  const filter = status === 'abertas' ? sql`WHERE s.situacao IN ${OPEN_LOAN_REQUESTS}` : status === 'todos' ? sql`` : sql`WHERE s.situacao = ${status}`;
  const list = await rows<LoanRequestRow>(ctx.database.db, sql`${loanRequestSelect} ${filter} ORDER BY s.data_solicitacao, s.cod_solicitacao`);
  return list.map(toDeskRequest);
}

/** Moves a request on (to `target`, or its usual next step); becoming available tells the patron. */
export async function advanceLoanRequest(ctx: AppContext, id: number, target?: Next, actor: number | null = null): Promise<ResponseBody<'advanceLoanRequest'>> {
  const { answer, alert } = await transaction(ctx, async (tx) => {
    const current = await one<LoanRequestRow>(tx, sql`${loanRequestSelect} WHERE s.cod_solicitacao = ${id} FOR UPDATE OF s`);
    if (!current) throw notFound('error.loan-request-not-found');
    const allowed = nextStates(current);
    const next = target ?? allowed[0];
    if (!next || !allowed.includes(next)) throw unprocessable('error.loan-request-transition');
    await exec(tx, sql`UPDATE solicitacao_emprestimo SET situacao = ${next}, data_atualizacao = now() WHERE cod_solicitacao = ${id}`);
    await recordAudit(tx, {
      autor: actor, acao: 'loan-request.status', alvoTipo: 'solicitacao_emprestimo', alvoId: id, codPessoa: current.cod_pessoa,
      antes: { situacao: current.situacao }, depois: { situacao: next },
    });
    const alert = next === available
      ? await recordAlert(tx, current.cod_pessoa, 'solicitacao_disponivel', `solicitacao:${id}:disponivel`,
        { titulo: current.titulo, biblioteca: current.domicilio ? 'seu endereço' : current.desc_biblioteca_recebimento })
      : null;
    return { alert, answer: toDeskRequest({ ...current, situacao: next }) };
  });
  await deliverAlerts(ctx, [alert]);
  return answer;
}

export async function pendingComments(ctx: AppContext): Promise<ResponseBody<'listPendingComments'>> {
  const list = await rows<{ cod_comentario: number; cod_acervo: number | null; titulo: string | null; cod_biblioteca: number | null;
    desc_biblioteca: string | null; texto: string; data_envio: string | Date; nome: string }>(ctx.database.db, sql`
    SELECT c.cod_comentario, c.cod_acervo, a.titulo, c.cod_biblioteca, b.desc_biblioteca, c.texto, c.data_envio, p.nome
    FROM comentario c JOIN pessoa p ON p.cod_pessoa = c.cod_pessoa
    LEFT JOIN acervo a ON a.cod_acervo = c.cod_acervo LEFT JOIN biblioteca b ON b.cod_biblioteca = c.cod_biblioteca
    WHERE c.situacao = 'pendente' ORDER BY c.data_envio, c.cod_comentario`);
  return list.map((c) => ({ ...c, data_envio: isoTime(c.data_envio) }));
}

/**
 * Approves or rejects several pending comments in one transaction, each audited; the ones
 * moderated already (or gone) are left as they are and named in `ignorados`.
 */
export async function moderateComments(ctx: AppContext, ids: number[], situacao: 'aprovado' | 'rejeitado', actor: number | null = null) {
  return transaction(ctx, async (tx) => {
    const changed = await rows<{ cod_comentario: number; cod_pessoa: number }>(tx, sql`UPDATE comentario SET situacao = ${situacao}
      WHERE cod_comentario = ANY(${sql.param(ids)}::int[]) AND situacao = 'pendente' RETURNING cod_comentario, cod_pessoa`);
    for (const c of changed) {
      await recordAudit(tx, {
        autor: actor, acao: situacao === 'aprovado' ? 'comment.approve' : 'comment.reject', alvoTipo: 'comentario', alvoId: c.cod_comentario,
        codPessoa: c.cod_pessoa, antes: { situacao: 'pendente' }, depois: { situacao },
      });
    }
    const done = new Set(changed.map((c) => c.cod_comentario));
    return { moderados: ids.filter((id) => done.has(id)), ignorados: ids.filter((id) => !done.has(id)) };
  });
}

export async function moderateComment(ctx: AppContext, id: number, situacao: 'aprovado' | 'rejeitado', actor: number | null = null): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [changed] = await rows<{ cod_pessoa: number }>(tx, sql`UPDATE comentario SET situacao = ${situacao}
      WHERE cod_comentario = ${id} AND situacao = 'pendente' RETURNING cod_pessoa`);
    if (changed) {
      await recordAudit(tx, {
        autor: actor, acao: situacao === 'aprovado' ? 'comment.approve' : 'comment.reject', alvoTipo: 'comentario', alvoId: id,
        codPessoa: changed.cod_pessoa, antes: { situacao: 'pendente' }, depois: { situacao },
      });
      return;
    }
    if (await one(tx, sql`SELECT 1 FROM comentario WHERE cod_comentario = ${id}`)) throw unprocessable('error.comment-already-moderated');
    throw notFound('error.comment-not-found');
  });
}
