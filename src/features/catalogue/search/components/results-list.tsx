import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DEFAULT_DISPLAY, type CatalogueSearch } from '../search-params';
import type { SearchQuery, SearchResult } from '../types';
import { Pagination } from '../../../../components/pagination';
import { AddPageToBasket } from './add-page-to-basket';
import { ResultItem } from './result-item';
import { ResultsToolbar } from './results-toolbar';

interface ResultsListProps {
  data: SearchResult;
  query: SearchQuery;
  search: CatalogueSearch;
  onChange: (next: Partial<CatalogueSearch>) => void;
}

/** One page of titles with its options (sort, size, display) and paging. */
export function ResultsList({ data, query, search, onChange }: ResultsListProps) {
  const { t } = useLingui();
  const id = useId();
  const display = search.exibicao ?? DEFAULT_DISPLAY;
  return (
    <section className="results-main" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t`List of titles`}
      </h2>
      {data.total > 0 && (
        <div className="results-toolbar">
          <ResultsToolbar sort={query.ordenacao ?? 'C'} pageSize={query.quantPag ?? 20} display={display} onChange={onChange} />
          {data.data.length > 0 && <AddPageToBasket titles={data.data} />}
        </div>
      )}
      {data.total === 0 ? (
        <p>
          <Trans>No titles match your search. Check the spelling or try other words.</Trans>
        </p>
      ) : data.data.length === 0 ? (
        <p>
          <Trans>This page is past the last one.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => onChange({ pagina: undefined })}>
            <Trans>Go to the first page</Trans>
          </button>
        </p>
      ) : (
        <ol className={display === 'C' ? 'result-list result-list-compact' : 'result-list'} start={(data.pagina - 1) * data.quantPag + 1}>
          {data.data.map((title) => (
            <ResultItem key={title.cod_acervo} title={title} display={display} />
          ))}
        </ol>
      )}
      {/* On a phone "add this page" comes after the page's titles (the toolbar's is hidden there),
          so the first screen keeps three results (issue 37). */}
      {data.data.length > 0 && (
        <div className="results-after">
          <AddPageToBasket titles={data.data} />
        </div>
      )}
      <Pagination
        page={data.pagina}
        pageCount={Math.ceil(data.total / data.quantPag)}
        onPage={(pagina) => onChange({ pagina })}
      />
    </section>
  );
}
