import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { hasSearchTerm, parseCatalogueSearch, type CatalogueSearch } from '../search-params';
import { AdvancedSearchForm } from './advanced-search-form';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { UrlNotice } from './url-notice';
import '../catalogue.css';

interface SearchPageProps {
  search: CatalogueSearch;
  /** Writes the next search into the URL. */
  onSearch: (next: CatalogueSearch) => void;
  /** What home shows when there is no search (opening hours, new acquisitions…). */
  home?: ReactNode;
  /** Shown under the results of a search (the network catalogue). */
  more?: ReactNode;
}

/** What a new search keeps of the previous one: how results are shown, not what was asked or filtered. */
function keptOptions(search: CatalogueSearch): CatalogueSearch {
  return { quantPag: search.quantPag, ordenacao: search.ordenacao, exibicao: search.exibicao };
}

/** Home and search (/ and /$guia): the basic or advanced form, then the results of the search in the URL. */
export function SearchPage({ search, onSearch, home, more }: SearchPageProps) {
  const { t } = useLingui();
  const urlAdvanced = Boolean(search.campo?.length);
  const [advanced, setAdvanced] = useState(urlAdvanced);
  // The URL moving between a basic and an advanced search (back button, links) switches the form.
  const [shownAdvanced, setShownAdvanced] = useState(urlAdvanced);
  if (shownAdvanced !== urlAdvanced) {
    setShownAdvanced(urlAdvanced);
    setAdvanced(urlAdvanced);
  }
  // The URL as typed, to say which of its values were ignored.
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const { ignored } = parseCatalogueSearch(raw);
  const searching = hasSearchTerm(search);

  return (
    <>
      <PageHeading title={t`Search the catalogue`} />
      {advanced ? (
        <AdvancedSearchForm search={search} onSearch={(next) => onSearch({ ...keptOptions(search), ...next })} />
      ) : (
        <SearchForm search={search} onSearch={(next) => onSearch({ ...keptOptions(search), ...next })} />
      )}
      <p className="search-mode">
        <button type="button" className="link-button" onClick={() => setAdvanced(!advanced)}>
          {advanced ? <Trans>Basic search</Trans> : <Trans>Advanced search</Trans>}
        </button>
      </p>
      <UrlNotice ignored={ignored} />
      {searching ? (
        <>
          <SearchResults search={search} onChange={(next) => onSearch({ ...search, ...next })} />
          {more}
        </>
      ) : (
        <>
          <p className="search-hint">
            <Trans>Search by title, author, subject or any word from the record.</Trans>
          </p>
          {home}
        </>
      )}
    </>
  );
}
