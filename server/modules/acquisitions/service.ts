/**
 * New acquisitions (spec §3, §9): titles with a copy acquired in the last days, newest
 * first, with the search's facets plus NA_C (course and campus) and NA_A (area of
 * knowledge), displayed as 'C' by default.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/connect';
import { describeFacets } from '../search/facet-labels';
import { ACQUISITION_LETTERS, SEARCH_LETTERS, parseFilters } from '../search/filters';
import { runMatchSet } from '../search/match-set';
import { matchCondition } from '../search/query';
import { titleRows, type TitleRow } from '../search/service';

export interface NewAcquisitionsQuery { termo?: string; dias: number; pagina: number; quantPag: number; filtros?: string[] }

const LETTERS = [...SEARCH_LETTERS, ...ACQUISITION_LETTERS];

export async function newAcquisitions(db: Db, q: NewAcquisitionsQuery) {
  const [{ desde }] = await queryRows<{ desde: string }>(db, sql`SELECT to_char(current_date - ${q.dias}::int, 'YYYY-MM-DD') AS desde`);
  const filters = parseFilters(q.filtros, LETTERS);
  const page = await runMatchSet(db, {
    where: matchCondition({ termo: q.termo }) ?? sql`TRUE`, rank: null, order: 'N', filters, letters: LETTERS,
    limit: q.quantPag, offset: (q.pagina - 1) * q.quantPag, acquiredSince: desde,
  });
  const titles = page.ids.length ? await titleRows(db, page.ids) : new Map<number, TitleRow>();
  return {
    total: page.total, pagina: q.pagina, quantPag: q.quantPag, exibicao: 'C' as const, desde,
    data: page.ids.map((id) => titles.get(id)).filter((t): t is TitleRow => !!t),
    filtros: await describeFacets(db, page.facets, filters),
  };
}
