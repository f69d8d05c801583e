// The title's collection totals (issue 25, spec §1 "Collection totals"): loans, renewals,
// holds and copies in a period and, optionally, one library.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { components } from '../../../../../openapi/schema.gen';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import type { DateRange } from '../../../../components/date-range';
import { ErrorMessage } from '../../../../components/error-message';
import { staffCatalogueQueries } from '../queries';

type Library = components['schemas']['Library'];

export function TitleTotalsSection({ titleId, libraries }: { titleId: number; libraries: Library[] }) {
  const { t } = useLingui();
  const id = useId();
  const [range, setRange] = useState<DateRange>({});
  const [library, setLibrary] = useState('');
  const totals = useQuery(staffCatalogueQueries.totals(titleId, { ...range, ...(library ? { biblioteca: Number(library) } : {}) }));
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card staff-totals">
      <h3 id={`${id}-title`}>{t`Collection totals`}</h3>
      <div className="field">
        <label htmlFor={`${id}-library`}>{t`Library`}</label>
        <select id={`${id}-library`} value={library} onChange={(event) => setLibrary(event.target.value)}>
          <option value="">{t`All libraries`}</option>
          {libraries.map((b) => (
            <option key={b.cod_biblioteca} value={b.cod_biblioteca}>
              {b.desc_biblioteca}
            </option>
          ))}
        </select>
      </div>
      <DateRangeFilter onFilter={setRange} />
      {totals.isError && <ErrorMessage error={totals.error} />}
      {totals.data && (
        <dl className="staff-totals-list" aria-busy={totals.isFetching}>
          <dt>{t`Loans`}</dt>
          <dd>{totals.data.emprestimos}</dd>
          <dt>{t`Renewals`}</dt>
          <dd>{totals.data.renovacoes}</dd>
          <dt>{t`Holds`}</dt>
          <dd>{totals.data.reservas}</dd>
          <dt>{t`In-library use`}</dt>
          <dd>{totals.data.consultas_locais}</dd>
          <dt>{t`Copies`}</dt>
          <dd>{totals.data.exemplares}</dd>
        </dl>
      )}
      {totals.isPending && totals.isFetching && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}
