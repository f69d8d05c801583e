import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UrlNotice } from '../../../../components/url-notice';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryState } from '../../../../components/query-state';
import { Pagination } from '../../../../components/pagination';
import type { AuthoritySearch } from '../authority-search-params';
import { authorityTypeLabel } from '../authority-types';
import { authorityKeys, authorityQueries } from '../queries';
import { AuthoritySearchForm } from './authority-search-form';

interface AuthoritySearchPageProps {
  search: AuthoritySearch;
  ignored: string[];
  onSearch: (next: AuthoritySearch) => void;
}

/** Search or browse authorities by type: headings alphabetically, each with its linked titles' count. */
export function AuthoritySearchPage({ search, ignored, onSearch }: AuthoritySearchPageProps) {
  const { t, i18n } = useLingui();
  const authorities = useQuery(authorityQueries.search(search));
  return (
    <>
      <PageHeading title={t`Authorities`} />
      <OfflineNotice queryKeys={[authorityKeys.searches()]} />
      <AuthoritySearchForm search={search} onSearch={(next) => onSearch({ ...next, pagina: undefined })} />
      <UrlNotice ignored={ignored} />
      <QueryState query={authorities}>
        {(data) => (
          <section aria-labelledby="authority-results-heading">
            <div role="status">
              <h2 id="authority-results-heading" tabIndex={-1}>
                <Plural value={data.total} one="# authority" other="# authorities" />
              </h2>
            </div>
            {data.total === 0 ? (
              <p>
                <Trans>No authority matches. Try fewer words or another type.</Trans>
              </p>
            ) : (
              <ul className="authority-list">
                {data.data.map((authority) => (
                  <li key={authority.cod_autoridade}>
                    <Link to="/autoridade/$codAutoridade" params={{ codAutoridade: authority.cod_autoridade }}>
                      {authority.cabecalho}
                    </Link>{' '}
                    <span className="authority-meta">
                      {authorityTypeLabel(authority.tipo, i18n)} · <Plural value={authority.total_titulos} one="# title" other="# titles" />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={data.pagina} pageCount={Math.ceil(data.total / data.quantPag)} onPage={(pagina) => onSearch({ ...search, pagina })} label={t`Pages of authorities`} />
          </section>
        )}
      </QueryState>
    </>
  );
}
