import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { ErrorMessage } from '../../../components/error-message';
import { FacetPanel } from '../../../components/facets/facet-panel';
import { FilterChips } from '../../../components/facets/filter-chips';
import { Loading } from '../../../components/loading';
import { Pagination } from '../../../components/pagination';
import { networkQueries } from '../queries';
import '../network.css';

type NetworkTitle = components['schemas']['NetworkTitleSummary'];

interface NetworkResultsProps {
  termo: string;
  /** Filters Z (institution), T, Y, I, kept in the URL beside the local search's. */
  filtro: string[] | undefined;
  pagina: number | undefined;
  onChange: (next: { filtroRede?: string[]; paginaRede?: number }) => void;
}

const PAGE_SIZE = 10;
const HEADING_ID = 'network-heading';

function NetworkItem({ title }: { title: NetworkTitle }) {
  return (
    <li className="network-item">
      <p className="result-type">{title.tipo_obra}</p>
      <p className="network-title">{title.titulo}</p>
      <p>
        {title.autor}
        {title.autor && title.ano_publicacao !== null && ' · '}
        {title.ano_publicacao}
      </p>
      <p className="network-institution">
        <Trans>Held by {title.instituicao.desc_empresa}</Trans>
      </p>
    </li>
  );
}

/** The same search in other institutions' catalogues (Rede Pergamum), with its own filters. */
export function NetworkResults({ termo, filtro, pagina, onChange }: NetworkResultsProps) {
  const { t } = useLingui();
  const query = { termo, pagina: pagina ?? 1, quantPag: PAGE_SIZE as 10, ...(filtro ? { filtro } : {}) };
  const { data, error, isPending, isPlaceholderData } = useQuery(networkQueries.search(query));
  const setFilters = (next: string[] | undefined) => onChange({ filtroRede: next, paginaRede: undefined });
  return (
    <section className="network-results" aria-labelledby={HEADING_ID} aria-busy={isPlaceholderData}>
      <h2 id={HEADING_ID} tabIndex={-1}>
        <Trans>In other institutions (Rede Pergamum)</Trans>
      </h2>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage error={error} />
      ) : (
        <>
          <p role="status">
            <Plural value={data.total} one="# record in the network catalogue" other="# records in the network catalogue" />
          </p>
          <FilterChips filters={filtro} entries={data.filtros} onChange={setFilters} focusAfterLastId={HEADING_ID} />
          {data.total > 0 && (
            <div className="network-layout">
              <FacetPanel entries={data.filtros} selected={filtro} onChange={setFilters} heading={t`Filter the network catalogue`} />
              <div>
                <ul className="network-list">
                  {data.data.map((title) => (
                    <NetworkItem key={title.id} title={title} />
                  ))}
                </ul>
                <Pagination
                  page={data.pagina}
                  pageCount={Math.ceil(data.total / data.quantPag)}
                  onPage={(next) => onChange({ filtroRede: filtro, paginaRede: next })}
                  label={t`Pages of the network catalogue`}
                />
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
