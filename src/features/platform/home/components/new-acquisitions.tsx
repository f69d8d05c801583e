import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FacetedResults } from '../../../../components/facets/faceted-results';
import { NEW_ACQUISITIONS_PAGE_SIZE } from '../new-acquisitions-page';
import { homeQueries } from '../queries';
import type { TitleSummary } from '../types';
import { formatDate } from '../../../../lib/format';
import { workTypeName } from '../../../../components/library-words';

/** The filters new acquisitions add to the search's (course and campus, area of knowledge). */
const OWN_LETTERS = new Set(['NA_C', 'NA_A']);

/** Display 'C' (compact), the spec's default for new acquisitions: one line per title. */
function AcquisitionItem({ title }: { title: TitleSummary }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>
        {title.titulo}
      </Link>
      {title.autor && <span className="acquisition-author"> — {title.autor}</span>}
      {title.ano_publicacao !== null && <span className="acquisition-year"> ({title.ano_publicacao})</span>}
      <span className="acquisition-type"> · {workTypeName(i18n, title.cod_tipo_obra, title.desc_tipo_obra)}</span>
    </li>
  );
}

/** Titles acquired lately, filtered by course and campus (NA_C) or area of knowledge (NA_A). */
export function NewAcquisitions() {
  const { t, i18n } = useLingui();
  const [filtro, setFiltro] = useState<string[] | undefined>();
  const [pagina, setPagina] = useState(1);
  const query = { pagina, quantPag: NEW_ACQUISITIONS_PAGE_SIZE as 10, ...(filtro ? { filtro } : {}) };
  const result = useQuery(homeQueries.newAcquisitions(query));
  const changeFilters = (next: string[] | undefined) => {
    setFiltro(next);
    setPagina(1);
  };

  return (
    <FacetedResults
      result={result}
      className="home-section new-acquisitions"
      headingId="new-acquisitions-heading"
      heading={<Trans>New acquisitions</Trans>}
      summary={(page) => {
        const since = formatDate(page.desde, { style: 'long', locale: i18n.locale });
        return <Plural value={page.total} one={`# title acquired since ${since}`} other={`# titles acquired since ${since}`} />;
      }}
      entries={(page) => page.filtros.filter((entry) => OWN_LETTERS.has(entry.tipo))}
      filters={filtro}
      onFilters={changeFilters}
      filtersHeading={t`Filter new acquisitions`}
      layoutClassName="home-acquisitions-layout"
      listClassName="acquisition-list"
      item={(title) => <AcquisitionItem key={title.cod_acervo} title={title} />}
      empty={<Trans>No new acquisitions match these filters.</Trans>}
      onPage={setPagina}
      pagesLabel={t`Pages of new acquisitions`}
    />
  );
}
