import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FacetPanel } from '../../../../components/facets/facet-panel';
import { FilterChips } from '../../../../components/facets/filter-chips';
import { OfflineNotice } from '../../../../components/offline-notice';
import { QueryState } from '../../../../components/query-state';
import { catalogueKeys, catalogueQueries, toSearchQuery } from '../queries';
import type { CatalogueSearch } from '../search-params';
import { DidYouMean } from './did-you-mean';
import { ResultsList } from './results-list';

interface SearchResultsProps {
  search: CatalogueSearch;
  onChange: (next: Partial<CatalogueSearch>) => void;
}

export const RESULTS_HEADING_ID = 'results-heading';

/** The search in the URL: how many titles, did-you-mean, filters in force, facets, the page of titles. */
export function SearchResults({ search, onChange }: SearchResultsProps) {
  const { t } = useLingui();
  const query = toSearchQuery(search);
  const results = useQuery(catalogueQueries.search(query));
  // While the next search loads, the last answer stays on screen: its heading keeps its own term.
  const [term, setTerm] = useState(query.termo);
  if (results.data && !results.isPlaceholderData && term !== query.termo) setTerm(query.termo);
  // A new filter set starts again at page 1.
  const setFilters = (filtro: string[] | undefined) => onChange({ filtro, pagina: undefined });
  return (
    <QueryState query={results} className="search-results">
      {(data) => (
        <>
          <OfflineNotice queryKeys={[catalogueKeys.searches()]} />
          <div role="status" className="results-summary">
            <h2 id={RESULTS_HEADING_ID} tabIndex={-1}>
              {data.aproximado ? (
                // Past the server's exact limit the total is an estimate from a sample ("about 310,000").
                term ? <Plural value={data.total} other={`about # results for “${term}”`} /> : <Plural value={data.total} other="about # results" />
              ) : term ? (
                <Plural value={data.total} one={`# result for “${term}”`} other={`# results for “${term}”`} />
              ) : (
                <Plural value={data.total} one="# result" other="# results" />
              )}
            </h2>
          </div>
          <DidYouMean suggestions={data.sugestoes} search={search} />
          <FilterChips filters={search.filtro} entries={data.filtros} onChange={setFilters} focusAfterLastId={RESULTS_HEADING_ID} />
          <div className="search-layout">
            <FacetPanel entries={data.filtros} selected={search.filtro} onChange={setFilters} heading={t`Filter by`} />
            <ResultsList data={data} query={query} search={search} onChange={onChange} />
          </div>
        </>
      )}
    </QueryState>
  );
}
