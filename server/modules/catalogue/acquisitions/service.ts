/**
 * New acquisitions (spec §3, §9): titles with a copy acquired in the last days, newest
 * first, with the search's facets plus NA_C (course and campus) and NA_A (area of
 * knowledge), displayed as 'C' by default.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import type { ResponseBody } from '../../../http/handlers';
import { ACQUISITION_LETTERS, SEARCH_LETTERS, matchCondition, parseFilters, resultPage } from '../core';

export interface NewAcquisitionsQuery { termo?: string; dias: number; pagina: number; quantPag: number; filtros?: string[] }

const LETTERS = [...SEARCH_LETTERS, ...ACQUISITION_LETTERS];

export async function newAcquisitions(db: Db, q: NewAcquisitionsQuery): Promise<ResponseBody<'listNewAcquisitions'>> {
  const [{ desde }] = await rows<{ desde: string }>(db, sql`SELECT to_char(current_date - ${q.dias}::int, 'YYYY-MM-DD') AS desde`);
  const filters = parseFilters(q.filtros, LETTERS);
  const page = await resultPage(db, {
    where: matchCondition({ termo: q.termo }) ?? sql`TRUE`, rank: null, order: 'N', filters, letters: LETTERS,
    limit: q.quantPag, offset: (q.pagina - 1) * q.quantPag, acquiredSince: desde,
  });
  return { total: page.total, pagina: q.pagina, quantPag: q.quantPag, exibicao: 'C', desde, data: page.data, filtros: page.filtros };
}
