/**
 * The patron's alerts (spec §1 Alerts, §4 "set, remove by id, mark read"), rendered from
 * their key and parameters in the language the request asks for (the `lang` header).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { ALERT_ROUTE, alertWords, isAlertKind, type AlertFacts, type AlertLanguage } from './messages';

type Alert = ResponseBody<'markAlert'>;

interface AlertRow {
  id: number;
  lido: boolean;
  tipo: string;
  parametros: AlertFacts | null;
  titulo: string | null;
  mensagem: string | null;
  url: string | null;
  data: string | Date;
}

const COLUMNS = sql`id, lido, tipo, parametros, titulo, mensagem, url, data`;

function toAlert(r: AlertRow, language: AlertLanguage): Alert {
  const base = { id: r.id, lido: r.lido, data: new Date(r.data).toISOString(), tipo: r.tipo };
  if (r.parametros && isAlertKind(r.tipo)) {
    const { title, body } = alertWords(r.tipo, r.parametros, language);
    return { ...base, titulo: title, mensagem: body, rota: ALERT_ROUTE[r.tipo] };
  }
  // Written before keys: the text and page as stored.
  return { ...base, titulo: r.titulo ?? '', mensagem: r.mensagem ?? '', ...(r.url ? { url: r.url } : {}) };
}

export async function listAlerts(ctx: AppContext, codPessoa: number, language: AlertLanguage, dataIni?: string, dataFim?: string): Promise<Alert[]> {
  const list = await rows<AlertRow>(ctx.database.db, sql`
    SELECT ${COLUMNS} FROM alerta
    WHERE cod_pessoa = ${codPessoa}
      ${dataIni ? sql`AND data::date >= ${dataIni}::date` : sql``}
      ${dataFim ? sql`AND data::date <= ${dataFim}::date` : sql``}
    ORDER BY data DESC, id DESC`);
  return list.map((r) => toAlert(r, language));
}

/** Someone else's alert is "not found", like a missing one. */
export async function markAlert(ctx: AppContext, codPessoa: number, id: number, lido: boolean, language: AlertLanguage): Promise<Alert> {
  const row = await one<AlertRow>(ctx.database.db, sql`
    UPDATE alerta SET lido = ${lido} WHERE id = ${id} AND cod_pessoa = ${codPessoa} RETURNING ${COLUMNS}`);
  if (!row) throw notFound('error.alert-not-found');
  return toAlert(row, language);
}

export async function deleteAlert(ctx: AppContext, codPessoa: number, id: number): Promise<void> {
  const gone = await one(ctx.database.db, sql`DELETE FROM alerta WHERE id = ${id} AND cod_pessoa = ${codPessoa} RETURNING id`);
  if (!gone) throw notFound('error.alert-not-found');
}
