import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../components/page-heading';
import { hasSearchTerm, type CatalogueSearch } from '../search-params';
import { ResultsList } from './results-list';
import { SearchForm } from './search-form';

interface SearchPageProps {
  search: CatalogueSearch;
  /** Writes the next search into the URL. */
  onSearch: (next: CatalogueSearch) => void;
}

/** Home and search (/ and /$guia): the form, then the results of the search in the URL. */
export function SearchPage({ search, onSearch }: SearchPageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Search the catalogue`} />
      <SearchForm search={search} onSearch={(next) => onSearch({ ...search, ...next, pagina: undefined })} />
      {hasSearchTerm(search) ? (
        <ResultsList search={search} onChange={(next) => onSearch({ ...search, ...next })} />
      ) : (
        <p className="search-hint">
          <Trans>Search by title, author, subject or any word from the record.</Trans>
        </p>
      )}
    </>
  );
}
