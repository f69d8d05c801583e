import { Trans, useLingui } from '@lingui/react/macro';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../../../../components/lazy-part';
import { Loading } from '../../../../components/loading';
import { PageHeading } from '../../../../components/page-heading';
import { UrlNotice } from '../../../../components/url-notice';
import { searchKeyLabel } from '../search-key-labels';
import { hasSearchTerm, type CatalogueSearch, type SearchKey } from '../search-params';
import { catalogueQueries, toSearchQuery } from '../queries';
import { SearchForm } from './search-form';

// The first screen (home, no search) shows neither the results nor the advanced form: their
// code (facets, result rows, pagination…) loads when a search or the advanced form is shown.
const SearchResults = lazyPart(() => import('./search-results').then((m) => m.SearchResults));
const AdvancedSearchForm = lazyPart(() => import('./advanced-search-form').then((m) => m.AdvancedSearchForm));

/** Asks for the search's answer while the results' code loads, not after. */
function PrefetchSearch({ search }: { search: CatalogueSearch }) {
  usePrefetchQuery(catalogueQueries.search(toSearchQuery(search)));
  return null;
}
import '../catalogue.css';

interface SearchPageProps {
  search: CatalogueSearch;
  /** Keys of the URL whose value was not understood (the route's parse). */
  ignored: SearchKey[];
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
export function SearchPage({ search, ignored, onSearch, home, more }: SearchPageProps) {
  const { t, i18n } = useLingui();
  const urlAdvanced = Boolean(search.campo?.length);
  const [advanced, setAdvanced] = useState(urlAdvanced);
  // The URL moving between a basic and an advanced search (back button, links) switches the form.
  const [shownAdvanced, setShownAdvanced] = useState(urlAdvanced);
  if (shownAdvanced !== urlAdvanced) {
    setShownAdvanced(urlAdvanced);
    setAdvanced(urlAdvanced);
  }
  const searching = hasSearchTerm(search);

  return (
    <>
      <PageHeading title={t`Search the catalogue`} />
      {advanced ? (
        <Suspense fallback={<Loading />}>
          <AdvancedSearchForm search={search} onSearch={(next) => onSearch({ ...keptOptions(search), ...next })} />
        </Suspense>
      ) : (
        <SearchForm search={search} onSearch={(next) => onSearch({ ...keptOptions(search), ...next })} />
      )}
      <p className="search-mode">
        <button
          type="button"
          className="link-button"
          onClick={() => setAdvanced(!advanced)}
          onPointerEnter={() => void AdvancedSearchForm.preload().catch(() => undefined)}
          onFocus={() => void AdvancedSearchForm.preload().catch(() => undefined)}
        >
          {advanced ? <Trans>Basic search</Trans> : <Trans>Advanced search</Trans>}
        </button>
      </p>
      <UrlNotice ignored={ignored} label={(key) => searchKeyLabel(key, i18n)} />
      {searching ? (
        <>
          <PrefetchSearch search={search} />
          <Suspense fallback={<Loading />}>
            <SearchResults search={search} onChange={(next) => onSearch({ ...search, ...next })} />
            {more}
          </Suspense>
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
