import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { FacetPanel } from '../../../components/facets/facet-panel';
import { FilterChips } from '../../../components/facets/filter-chips';
import { Loading } from '../../../components/loading';
import { Pagination } from '../../../components/pagination';
import { homeQueries } from '../queries';
import type { TitleSummary } from '../types';
import { formatDate } from '../../../lib/format';

/** The filters new acquisitions add to the search's (course and campus, area of knowledge). */
const OWN_LETTERS = new Set(['NA_C', 'NA_A']);
const PAGE_SIZE = 10;

/** Display 'C' (compact), the spec's default for new acquisitions: one line per title. */
function AcquisitionItem({ title }: { title: TitleSummary }) {
  return (
    <li>
      <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>
        {title.titulo}
      </Link>
      {title.autor && <span className="acquisition-author"> — {title.autor}</span>}
      {title.ano_publicacao !== null && <span className="acquisition-year"> ({title.ano_publicacao})</span>}
      <span className="acquisition-type"> · {title.desc_tipo_obra}</span>
    </li>
  );
}

/** Titles acquired lately, filtered by course and campus (NA_C) or area of knowledge (NA_A). */
export function NewAcquisitions() {
  const { t, i18n } = useLingui();
  const [filtro, setFiltro] = useState<string[] | undefined>();
  const [pagina, setPagina] = useState(1);
  const query = { pagina, quantPag: PAGE_SIZE as 10, ...(filtro ? { filtro } : {}) };
  const { data, error, isPending, isPlaceholderData } = useQuery(homeQueries.newAcquisitions(query));
  const changeFilters = (next: string[] | undefined) => {
    setFiltro(next);
    setPagina(1);
  };
  const since = data ? formatDate(data.desde, { style: 'long', locale: i18n.locale }) : '';
  const entries = data?.filtros.filter((entry) => OWN_LETTERS.has(entry.tipo)) ?? [];

  return (
    <section className="home-section new-acquisitions" aria-labelledby="new-acquisitions-heading" aria-busy={isPlaceholderData}>
      <h2 id="new-acquisitions-heading" tabIndex={-1}>
        <Trans>New acquisitions</Trans>
      </h2>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage error={error} />
      ) : (
        <>
          <p role="status">
            <Plural value={data.total} one={`# title acquired since ${since}`} other={`# titles acquired since ${since}`} />
          </p>
          <FilterChips filters={filtro} entries={entries} onChange={changeFilters} focusAfterLastId="new-acquisitions-heading" />
          <div className="home-acquisitions-layout">
            <FacetPanel entries={entries} selected={filtro} onChange={changeFilters} heading={t`Filter new acquisitions`} />
            <div>
              {data.data.length === 0 ? (
                <p>
                  <Trans>No new acquisitions match these filters.</Trans>
                </p>
              ) : (
                <ul className="acquisition-list">
                  {data.data.map((title) => (
                    <AcquisitionItem key={title.cod_acervo} title={title} />
                  ))}
                </ul>
              )}
              <Pagination
                page={data.pagina}
                pageCount={Math.ceil(data.total / data.quantPag)}
                onPage={setPagina}
                label={t`Pages of new acquisitions`}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
