/**
 * One page of a faceted title list (the search, new acquisitions): the match set's page of
 * codes as title summaries, its total and its facet entries, labelled.
 */
import type { Db } from '../../../db/connect';
import { describeFacets, type FacetEntry } from './facet-labels';
import { runMatchSet, type MatchSetQuery } from './match-set';
import { titlesInOrder, type TitleSummary } from './title-rows';

export interface ResultPage { total: number; data: TitleSummary[]; filtros: FacetEntry[] }

export async function resultPage(db: Db, query: MatchSetQuery): Promise<ResultPage> {
  const page = await runMatchSet(db, query);
  return {
    total: page.total,
    data: await titlesInOrder(db, page.ids),
    filtros: await describeFacets(db, page.facets, query.filters),
  };
}
