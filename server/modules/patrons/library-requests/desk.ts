/**
 * The staff queue of requests to the library (/balcao/solicitacoes, role circulation): the
 * open ones oldest first, and moving one on. Each change is audited (request.status) in its
 * transaction and reaches the patron as an alert, then a push and an e-mail after commit.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { deliverAlerts, recordAlert, recordAudit } from '../../platform';
import { OPEN_STATES, nextStates, type NextState } from './kinds';
import { requestSelect, toSummary, type RequestRow } from './service';

type DeskRequest = ResponseBody<'updateDeskRequest'>;

const toDesk = (r: RequestRow): DeskRequest => ({
  solicitacao: toSummary(r), cod_pessoa: r.cod_pessoa, login: r.login, nome: r.nome, email: r.email,
  dados: r.dados, proximas: nextStates(r.situacao),
});

export async function deskRequests(ctx: AppContext, status = 'abertas'): Promise<DeskRequest[]> {
  const filter = status === 'abertas' ? sql`WHERE s.situacao IN ${OPEN_STATES}` : status === 'todos' ? sql`` : sql`WHERE s.situacao = ${status}`;
  const list = await rows<RequestRow>(ctx.database.db, sql`${requestSelect} ${filter} ORDER BY s.data_solicitacao, s.cod_solicitacao`);
  return list.map(toDesk);
}

export async function moveRequest(ctx: AppContext, staff: number, id: number, next: NextState, note?: string): Promise<DeskRequest> {
  const observacao = note?.trim() || null;
  const { answer, alert } = await transaction(ctx, async (tx) => {
    const current = await one<RequestRow>(tx, sql`${requestSelect} WHERE s.cod_solicitacao = ${id} FOR UPDATE OF s`);
    if (!current) throw notFound('error.request-not-found');
    if (!nextStates(current.situacao).includes(next)) throw unprocessable('error.request-transition');
    await exec(tx, sql`UPDATE solicitacao SET situacao = ${next}, observacao_biblioteca = coalesce(${observacao}, observacao_biblioteca),
      data_atualizacao = now() WHERE cod_solicitacao = ${id}`);
    await recordAudit(tx, {
      autor: staff, acao: 'request.status', alvoTipo: 'solicitacao', alvoId: id, codPessoa: current.cod_pessoa,
      antes: { situacao: current.situacao }, depois: { situacao: next, ...(observacao ? { observacao } : {}) },
    });
    const updated: RequestRow = { ...current, situacao: next, observacao_biblioteca: observacao ?? current.observacao_biblioteca };
    const summary = toSummary(updated);
    const alert = await recordAlert(tx, current.cod_pessoa, 'pedido_atualizado', `pedido:${id}:${next}`, {
      titulo: summary.descricao.slice(0, 200), biblioteca: summary.desc_biblioteca, situacao: next,
    });
    return { alert, answer: toDesk(updated) };
  });
  await deliverAlerts(ctx, [alert]);
  return answer;
}
