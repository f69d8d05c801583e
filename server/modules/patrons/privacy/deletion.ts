/**
 * Requests to delete what the library is not legally required to keep (LGPD; spec §1
 * "Privacy and data protection"). The patron records one (one open at a time); the staff
 * desk lists them and marks each handled, saying what was done; the patron sees the answer.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { exec, one, rows, transaction } from '../../../db/query';
import { recordAudit } from '../../platform';

export const DELETION_ALREADY_OPEN = 'error.deletion-already-open';
export const DELETION_ALREADY_HANDLED = 'error.deletion-already-handled';

type Own = ResponseBody<'requestDataDeletion'>;
type AtDesk = ResponseBody<'handleDeletionRequest'>;

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());
const own = (r: Record<string, unknown>): Own => ({
  id: Number(r.id), motivo: (r.motivo as string | null) ?? null, situacao: r.situacao as Own['situacao'],
  pedido_em: iso(r.pedido_em)!, atendido_em: iso(r.atendido_em), resposta: (r.resposta as string | null) ?? null,
});
const atDesk = (r: Record<string, unknown>): AtDesk => ({
  ...own(r), login: String(r.login), nome: String(r.nome), atendido_por: (r.atendido_por as string | null) ?? null,
});

export async function myDeletionRequests(ctx: AppContext, codPessoa: number): Promise<Own[]> {
  const list = await rows<Record<string, unknown>>(ctx.database.db, sql`
    SELECT id, motivo, situacao, pedido_em, atendido_em, resposta FROM pedido_exclusao
     WHERE cod_pessoa = ${codPessoa} ORDER BY pedido_em DESC, id DESC`);
  return list.map(own);
}

export async function requestDeletion(ctx: AppContext, codPessoa: number, motivo: string | undefined): Promise<Own> {
  const reason = motivo?.trim() || null;
  // The partial unique index keeps one open request per patron, even for two clicks at once.
  const row = await one<Record<string, unknown>>(ctx.database.db, sql`
    INSERT INTO pedido_exclusao (cod_pessoa, motivo) VALUES (${codPessoa}, ${reason})
    ON CONFLICT (cod_pessoa) WHERE situacao = 'aberto' DO NOTHING
    RETURNING id, motivo, situacao, pedido_em, atendido_em, resposta`);
  if (!row) throw unprocessable(DELETION_ALREADY_OPEN);
  return own(row);
}

const DESK_SELECT = sql`
  SELECT d.id, d.motivo, d.situacao, d.pedido_em, d.atendido_em, d.resposta, p.login, p.nome, s.login AS atendido_por
    FROM pedido_exclusao d JOIN pessoa p ON p.cod_pessoa = d.cod_pessoa LEFT JOIN pessoa s ON s.cod_pessoa = d.atendido_por`;

export async function deskDeletionRequests(ctx: AppContext, status: 'abertas' | 'todas' = 'abertas'): Promise<AtDesk[]> {
  const list = await rows<Record<string, unknown>>(ctx.database.db, sql`
    ${DESK_SELECT} ${status === 'abertas' ? sql`WHERE d.situacao = 'aberto'` : sql``} ORDER BY d.pedido_em, d.id`);
  return list.map(atDesk);
}

export async function handleDeletion(ctx: AppContext, id: number, resposta: string, staffCod: number | null): Promise<AtDesk> {
  const answer = resposta.trim();
  if (!answer) throw unprocessable('error.deletion-answer-required');
  return transaction(ctx, async (tx) => {
    const current = await one<{ situacao: string; cod_pessoa: number }>(tx, sql`SELECT situacao, cod_pessoa FROM pedido_exclusao WHERE id = ${id} FOR UPDATE`);
    if (!current) throw notFound('error.deletion-request-not-found');
    if (current.situacao !== 'aberto') throw unprocessable(DELETION_ALREADY_HANDLED);
    await exec(tx, sql`UPDATE pedido_exclusao SET situacao = 'atendido', atendido_em = now(), resposta = ${answer}, atendido_por = ${staffCod}
                          WHERE id = ${id}`);
    await recordAudit(tx, {
      autor: staffCod, acao: 'deletion.handle', alvoTipo: 'pedido_exclusao', alvoId: id, codPessoa: current.cod_pessoa,
      antes: { situacao: current.situacao }, depois: { situacao: 'atendido', resposta: answer },
    });
    return atDesk((await one<Record<string, unknown>>(tx, sql`${DESK_SELECT} WHERE d.id = ${id}`))!);
  });
}
