import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '../../../../../openapi/schema.gen';
import { FacetedResults } from '../../../../components/facets/faceted-results';
import { networkQueries } from '../queries';
import '../network.css';
import { workTypeName } from '../../../../components/library-words';

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
  const { i18n } = useLingui();
  return (
    <li className="network-item">
      <p className="result-type">{workTypeName(i18n, null, title.tipo_obra)}</p>
      <p className="network-title">
        <Link to="/rede-pergamum/$id" params={{ id: title.id }}>{title.titulo}</Link>
      </p>
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
  const result = useQuery(networkQueries.search(query));
  const setFilters = (next: string[] | undefined) => onChange({ filtroRede: next, paginaRede: undefined });
  return (
    <FacetedResults
      result={result}
      className="network-results"
      headingId={HEADING_ID}
      heading={<Trans>In other institutions (Rede Pergamum)</Trans>}
      summary={(page) => <Plural value={page.total} one="# record in the network catalogue" other="# records in the network catalogue" />}
      entries={(page) => page.filtros}
      filters={filtro}
      onFilters={setFilters}
      filtersHeading={t`Filter the network catalogue`}
      layoutClassName="network-layout"
      listClassName="network-list"
      item={(title) => <NetworkItem key={title.id} title={title} />}
      onPage={(next) => onChange({ filtroRede: filtro, paginaRede: next })}
      pagesLabel={t`Pages of the network catalogue`}
    />
  );
}
