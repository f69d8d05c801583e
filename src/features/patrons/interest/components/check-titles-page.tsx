import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { interestQueries, type TitleFilters } from '../queries';
import '../interest.css';
import { workTypeName } from '../../../../components/library-words';

/** /meupergamum/conferir-titulos: new titles that matched the interest profile, from today back one month (spec §9) unless dates are chosen. */
export function CheckTitlesPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<TitleFilters>({});
  return (
    <section className="interest-page">
      <PageHeading title={t`Check titles`} />
      <p>
        <Trans>
          New titles in the catalogue that match your <Link to="/meupergamum/areas-interesse">interest areas</Link> and{' '}
          <Link to="/meupergamum/perfil-interesse">interest profile</Link>. Without dates, the last month.
        </Trans>
      </p>
      <DateRangeFilter onFilter={setFilters} />
      <QueryBoundary resetKey={filters}>
        <TitleList filters={filters} />
      </QueryBoundary>
    </section>
  );
}

function TitleList({ filters }: { filters: TitleFilters }) {
  const { t, i18n } = useLingui();
  const { data: titles } = useSuspenseQuery(interestQueries.titles(filters));
  if (titles.length === 0) return <p><Trans>No new titles matched your interests in this period.</Trans></p>;
  return (
    <table className="interest-titles responsive-table">
      <caption className="visually-hidden"><Trans>New titles in your interests</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Title</Trans></th>
          <th scope="col"><Trans>Author</Trans></th>
          <th scope="col"><Trans>Year</Trans></th>
          <th scope="col"><Trans>Type of work</Trans></th>
        </tr>
      </thead>
      <tbody>
        {titles.map((title) => (
          <tr key={title.cod_acervo}>
            <td className="card-title"><Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>{title.titulo}</Link></td>
            <td data-label={t`Author`}>{title.autor ?? '—'}</td>
            <td data-label={t`Year`}>{title.ano_publicacao ?? '—'}</td>
            <td data-label={t`Type of work`}>{workTypeName(i18n, title.cod_tipo_obra, title.desc_tipo_obra)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
