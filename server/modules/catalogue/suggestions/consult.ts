/**
 * The patron's side of acquisitions (spec §1 Acquisition, Suggestion consultation, Purchase
 * orders, Acquisition statistics): the fourteen statuses in the request's language, the
 * patron's own suggestions with a date and status filter (purchase orders: the statuses of
 * PURCHASE_ORDER_STATUSES), and their counts by status and by year.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { isoDate, rows } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { ACQUISITION_STATUSES, PURCHASE_ORDER_STATUSES, type AcquisitionStatusCode } from '../../../../openapi/acquisition-states';
import { acquisitionStatusWord, type AlertLanguage } from '../../platform';

export function acquisitionStatuses(language: AlertLanguage): ResponseBody<'listAcquisitionStatuses'> {
  return ACQUISITION_STATUSES.map((codigo) => ({ codigo, descricao: acquisitionStatusWord(codigo, language) }));
}

export interface SuggestionFilter { dataIni?: string; dataFim?: string; situacao?: AcquisitionStatusCode; pedidos?: boolean }

interface SuggestionRow {
  cod_sugestao: number; titulo: string; autor: string | null; editor: string | null; edicao: string | null; isbn_issn: string | null;
  data_sugestao: string; situacao: AcquisitionStatusCode; cod_biblioteca: number; desc_biblioteca: string; observacao: string | null;
}

export async function mySuggestions(ctx: AppContext, codPessoa: number, filter: SuggestionFilter, language: AlertLanguage): Promise<ResponseBody<'listAcquisitionRequests'>> {
  if (filter.dataIni && filter.dataFim && filter.dataIni > filter.dataFim) throw unprocessable('error.dates-order');
  const found = await rows<SuggestionRow>(ctx.database.db, sql`
    SELECT s.cod_sugestao, s.titulo, s.autor, s.editor, s.edicao, s.isbn_issn, to_char(s.data_envio, 'YYYY-MM-DD') AS data_sugestao,
           s.situacao, s.cod_biblioteca, b.desc_biblioteca, s.observacao
      FROM sugestao s JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca
     WHERE s.cod_pessoa = ${codPessoa}
       ${filter.dataIni ? sql`AND s.data_envio::date >= ${filter.dataIni}::date` : sql``}
       ${filter.dataFim ? sql`AND s.data_envio::date <= ${filter.dataFim}::date` : sql``}
       ${filter.situacao ? sql`AND s.situacao = ${filter.situacao}` : sql``}
       ${filter.pedidos ? sql`AND s.situacao = ANY(${sql.param([...PURCHASE_ORDER_STATUSES])}::text[])` : sql``}
     ORDER BY s.data_envio DESC, s.cod_sugestao DESC
     LIMIT 1000`);
  return found.map((r) => ({ ...r, data_sugestao: isoDate(r.data_sugestao)!, desc_situacao: acquisitionStatusWord(r.situacao, language) }));
}

export async function suggestionStatistics(ctx: AppContext, codPessoa: number, language: AlertLanguage): Promise<ResponseBody<'getAcquisitionStatistics'>> {
  const [byStatus, byYear] = await Promise.all([
    rows<{ situacao: AcquisitionStatusCode; total: number }>(ctx.database.db, sql`
      SELECT situacao, count(*)::int AS total FROM sugestao WHERE cod_pessoa = ${codPessoa} GROUP BY situacao`),
    rows<{ ano: number; total: number }>(ctx.database.db, sql`
      SELECT extract(year FROM data_envio)::int AS ano, count(*)::int AS total FROM sugestao
       WHERE cod_pessoa = ${codPessoa} GROUP BY 1 ORDER BY 1`),
  ]);
  const counts = new Map(byStatus.map((r) => [r.situacao, r.total]));
  return {
    total: byStatus.reduce((sum, r) => sum + r.total, 0),
    // In the statuses' own order (the path a suggestion takes), only those that occur.
    por_situacao: ACQUISITION_STATUSES.filter((s) => counts.has(s))
      .map((situacao) => ({ situacao, descricao: acquisitionStatusWord(situacao, language), total: counts.get(situacao)! })),
    por_ano: byYear,
  };
}
