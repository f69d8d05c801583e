/**
 * What a title offers (spec §4 hold rules), the libraries holding it, its summaries and
 * its copies in the closed collection.
 */
import { sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../../context';
import { one, rows } from '../../../db/query';
import type { QueryParams, ResponseBody, Schema } from '../../../http/handlers';
import { notForLoanType, titleRecord } from '../core';
import { titleCopies } from './service';
import { summariesOf } from './summaries';

/** The closed collection: copies kept in storage, fetched on request. */
export const CLOSED_COLLECTION = 'Reserva técnica';

export async function titlePermissions(ctx: AppContext, id: number, caller: Caller | null): Promise<ResponseBody<'getTitlePermissions'>> {
  await titleRecord(ctx, id);
  const counts = await one<{ disponiveis: number; reservaveis: number; fechado: number; fasciculos: number }>(ctx.database.db, sql`
    SELECT
      count(*) FILTER (WHERE situacao = 'disponivel' AND NOT ${notForLoanType(sql`tipo_emprestimo`)})::int AS disponiveis,
      count(*) FILTER (WHERE situacao IN ('emprestado', 'reservado') AND NOT ${notForLoanType(sql`tipo_emprestimo`)})::int AS reservaveis,
      count(*) FILTER (WHERE colecao = ${CLOSED_COLLECTION})::int AS fechado,
      (SELECT count(*)::int FROM fasciculo f WHERE f.cod_acervo = ${id}) AS fasciculos
    FROM exemplar WHERE cod_acervo = ${id}`);
  const available = Number(counts?.disponiveis ?? 0);
  return {
    // A hold is refused while a copy can be borrowed, and pointless when no copy may be held.
    reserva: available === 0 && Number(counts?.reservaveis ?? 0) > 0,
    solicitacao_emprestimo: available > 0,
    comentario: true,
    kardex: Number(counts?.fasciculos ?? 0) > 0,
    acervo_fechado: Number(counts?.fechado ?? 0) > 0,
    exemplares_disponiveis: available,
    login_necessario: caller?.kind !== 'user',
  };
}

export async function titleLibraries(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleLibraries'>> {
  await titleRecord(ctx, id);
  return rows<Schema<'Library'>>(ctx.database.db, sql`
    SELECT DISTINCT b.cod_biblioteca, b.desc_biblioteca, b.cod_campus
    FROM exemplar x JOIN biblioteca b ON b.cod_biblioteca = x.cod_biblioteca
    WHERE x.cod_acervo = ${id} AND x.situacao <> 'baixado' ORDER BY b.desc_biblioteca`);
}

export async function titleSummaries(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleSummaries'>> {
  return summariesOf(id, (await titleRecord(ctx, id)).marc);
}

/** Copies in the closed collection, narrowed by library, volume, tome and part when given. */
export async function closedCollection(ctx: AppContext, query: QueryParams<'getArchiveItem'>): Promise<ResponseBody<'getArchiveItem'>> {
  const copies = await titleCopies(ctx, query.cod_acervo, query.cod_biblioteca);
  return copies.filter((c) => c.colecao === CLOSED_COLLECTION
    && (query.volume === undefined || c.volume === query.volume)
    && (query.tomo === undefined || c.tomo === query.tomo)
    && (query.parte === undefined || c.parte === query.parte));
}
