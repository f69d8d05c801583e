import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { catalogueQueries, toSearchQuery } from '../queries';
import { SORTS, type CatalogueSearch, type Sort } from '../search-params';
import { Pagination } from './pagination';
import { ResultItem } from './result-item';

interface ResultsListProps {
  search: CatalogueSearch & { termo: string };
  onChange: (next: Partial<CatalogueSearch>) => void;
}

/** The results of the search in the URL, with sort and paging. */
export function ResultsList({ search, onChange }: ResultsListProps) {
  const { t } = useLingui();
  const query = toSearchQuery(search);
  const { data, error, isPending, isPlaceholderData } = useQuery(catalogueQueries.search(query));
  const sortLabels: Record<Sort, string> = {
    C: t`Relevance`,
    D: t`Newest first`,
    A: t`Oldest first`,
  };

  if (isPending) return <Loading />;
  if (error) return <ErrorMessage error={error} />;

  const term = query.termo;
  return (
    <section className="results" aria-labelledby="results-heading" aria-busy={isPlaceholderData}>
      <div className="results-toolbar">
        <div role="status">
          <h2 id="results-heading">
            <Plural value={data.total} one={`# result for “${term}”`} other={`# results for “${term}”`} />
          </h2>
        </div>
        {data.total > 0 && (
          <label className="inline-field">
            <span>
              <Trans>Sort by</Trans>
            </span>
            <select
              value={query.ordenacao}
              onChange={(event) => onChange({ ordenacao: event.target.value as Sort, pagina: undefined })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {data.total === 0 ? (
        <p>
          <Trans>No titles match your search. Check the spelling or try other words.</Trans>
        </p>
      ) : (
        <ol className="result-list" start={(data.pagina - 1) * data.quantPag + 1}>
          {data.data.map((title) => (
            <ResultItem key={title.cod_acervo} title={title} />
          ))}
        </ol>
      )}
      <Pagination
        page={data.pagina}
        pageCount={Math.ceil(data.total / data.quantPag)}
        onPage={(pagina) => onChange({ pagina })}
      />
    </section>
  );
}
