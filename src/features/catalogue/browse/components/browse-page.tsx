import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryState } from '../../../../components/query-state';
import { UrlNotice } from '../../../../components/url-notice';
import { PageHeading } from '../../../../components/page-heading';
import type { BrowseSearch, IndexType } from '../browse-params';
import { indexLabel } from '../index-labels';
import { browseQueries } from '../queries';
import '../browse.css';
import { IndexTabs } from './index-tabs';
import { JumpForm } from './jump-form';

interface BrowsePageProps {
  tipo: IndexType;
  search: BrowseSearch;
  /** Names of URL values that were not understood. */
  ignored: string[];
  onJump: (termo: string) => void;
}

/** One index in alphabetical order with counts; each heading leads to its titles. */
export function BrowsePage({ tipo, search, ignored, onJump }: BrowsePageProps) {
  const { t, i18n } = useLingui();
  const label = indexLabel(tipo, i18n);
  const page = useQuery(browseQueries.page(tipo, search));
  return (
    <>
      <PageHeading title={t`Browse the index: ${label}`} />
      <IndexTabs current={tipo} />
      <JumpForm key={`${tipo}-${search.termo ?? ''}`} initial={search.direcao === 'tras' ? '' : (search.termo ?? '')} onJump={onJump} />
      <UrlNotice ignored={ignored} />
      <QueryState query={page}>
        {(data) =>
          data.entradas.length === 0 ? (
            <p role="status">
              <Trans>No headings in this index from that point on.</Trans>
            </p>
          ) : (
            <section aria-labelledby="index-heading">
              <h2 id="index-heading" className="visually-hidden">
                {t`Headings`}
              </h2>
              <table className="index-table">
                <thead>
                  <tr>
                    <th scope="col">{label}</th>
                    <th scope="col">
                      <Trans>Titles</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entradas.map((entry) => (
                    <tr key={entry.cabecalho}>
                      <th scope="row">
                        <Link to="/" search={{ campo: [entry.consulta.campo], valor: [entry.consulta.valor], operador: ['E'] }}>
                          {entry.cabecalho}
                        </Link>
                      </th>
                      <td>
                        <Plural value={entry.total} one="# title" other="# titles" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav className="pagination" aria-label={t`Index pages`}>
                {data.anterior !== null ? (
                  <Link className="button button-secondary" to="/indices/$tipo" params={{ tipo }} search={{ termo: data.anterior, direcao: 'tras' }}>
                    <Trans>Previous headings</Trans>
                  </Link>
                ) : null}
                {data.proximo !== null ? (
                  <Link className="button button-secondary" to="/indices/$tipo" params={{ tipo }} search={{ termo: data.proximo, direcao: 'frente' }}>
                    <Trans>Next headings</Trans>
                  </Link>
                ) : null}
              </nav>
            </section>
          )
        }
      </QueryState>
    </>
  );
}
