/**
 * The staff's suggestion queue (issue 25, /balcao/sugestoes, role cataloguing): the open
 * suggestions (or those of one status), professors' first; moving one to another status
 * writes the library's note, an audit row and an alert to the patron in one transaction,
 * then delivers the alert (push, e-mail).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoDate, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { OPEN_ACQUISITION_STATUSES, type AcquisitionStatusCode } from '../../../../openapi/acquisition-states';
import { acquisitionStatusWord, deliverAlerts, recordAlert, type AlertLanguage, recordAudit } from '../../platform';

type StaffSuggestion = ResponseBody<'moveSuggestion'>;

interface QueueRow extends Omit<StaffSuggestion, 'desc_situacao'> { situacao: AcquisitionStatusCode }

const SELECT = sql`
  SELECT s.cod_sugestao, s.titulo, s.autor, s.editor, s.edicao, s.isbn_issn, s.periodico, s.outras_inf,
         to_char(s.data_envio, 'YYYY-MM-DD') AS data_sugestao, s.situacao, s.cod_biblioteca, b.desc_biblioteca, s.observacao,
         s.professor, s.cod_pessoa, p.nome AS nome_pessoa, s.atualizado_em
    FROM sugestao s JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa`;

const shaped = (r: QueueRow, language: AlertLanguage): StaffSuggestion => ({
  ...r, data_sugestao: isoDate(r.data_sugestao)!, atualizado_em: r.atualizado_em ? isoTime(r.atualizado_em) : null,
  desc_situacao: acquisitionStatusWord(r.situacao, language),
});

export async function suggestionQueue(ctx: AppContext, situacao: AcquisitionStatusCode | undefined, language: AlertLanguage): Promise<ResponseBody<'listSuggestionQueue'>> {
  const where = situacao ? sql`s.situacao = ${situacao}` : sql`s.situacao = ANY(${sql.param([...OPEN_ACQUISITION_STATUSES])}::text[])`;
  const found = await rows<QueueRow>(ctx.database.db, sql`${SELECT} WHERE ${where} ORDER BY s.professor DESC, s.data_envio, s.cod_sugestao LIMIT 500`);
  return found.map((r) => shaped(r, language));
}

async function suggestion(ex: Executor, id: number, lock = false) {
  return one<QueueRow>(ex, sql`${SELECT} WHERE s.cod_sugestao = ${id} ${lock ? sql`FOR UPDATE OF s` : sql``}`);
}

export async function moveSuggestion(
  ctx: AppContext, staff: number, id: number, change: { situacao: AcquisitionStatusCode; observacao?: string | null }, language: AlertLanguage,
): Promise<StaffSuggestion> {
  const note = change.observacao?.trim() || null;
  const { moved, alert } = await transaction(ctx, async (tx) => {
    const before = await suggestion(tx, id, true);
    if (!before) throw notFound('error.suggestion-not-found');
    if (before.situacao === change.situacao && (note ?? null) === before.observacao) throw unprocessable('error.suggestion-same-status');
    await exec(tx, sql`
      UPDATE sugestao SET situacao = ${change.situacao}, observacao = ${note}, atualizado_em = now() WHERE cod_sugestao = ${id}`);
    await recordAudit(tx, {
      autor: staff, acao: 'suggestion.status', alvoTipo: 'sugestao', alvoId: id, codPessoa: before.cod_pessoa,
      antes: { situacao: before.situacao, observacao: before.observacao }, depois: { situacao: change.situacao, observacao: note },
    });
    // One alert per change: the key names the suggestion and the moment.
    const pending = await recordAlert(tx, before.cod_pessoa, 'sugestao_situacao', `sugestao:${id}:${Date.now()}:${change.situacao}`, {
      titulo: before.titulo, biblioteca: before.desc_biblioteca, situacao: change.situacao,
    });
    return { moved: (await suggestion(tx, id))!, alert: pending };
  });
  await deliverAlerts(ctx, [alert]);
  return shaped(moved, language);
}
