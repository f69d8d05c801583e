import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryBoundary } from '../../../../components/query-boundary';
import { titleQueries, type KardexFilters } from '../queries';
import { KardexIssues } from './kardex-issues';

/** The Kardex sub-page (tab 32): the issues of a periodical received, by year and period. */
export function TitleKardex({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data: permission } = useSuspenseQuery(titleQueries.kardexPermission(codAcervo));
  if (!permission.permitido) {
    return (
      <section>
        <h2>{t`Kardex collection`}</h2>
        <p className="empty-state">
          <Trans>This title is not a periodical, so it has no Kardex collection.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section>
      <h2>{t`Kardex collection`}</h2>
      <KardexChoice codAcervo={codAcervo} />
    </section>
  );
}

/** The year, library and period to show (the route loads them), and the issues they choose. */
function KardexChoice({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data: options } = useSuspenseQuery(titleQueries.kardexOptions(codAcervo));
  const [filters, setFilters] = useState<KardexFilters>({});
  const choose = (key: keyof KardexFilters, value: string, asNumber = false) => setFilters((current) => ({ ...current, [key]: value === '' ? undefined : asNumber ? Number(value) : value }));
  return (
    <>
      <form className="kardex-filters" aria-label={t`Choose the issues`} onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          {t`Year`}
          <select value={filters.year ?? ''} onChange={(event) => choose('year', event.target.value, true)}>
            <option value="">{t`All years`}</option>
            {options.anos.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t`Library`}
          <select value={filters.codBib ?? ''} onChange={(event) => choose('codBib', event.target.value, true)}>
            <option value="">{t`All libraries`}</option>
            {options.bibliotecas.map((library) => (
              <option key={library.cod_biblioteca} value={library.cod_biblioteca}>
                {library.desc_biblioteca}
              </option>
            ))}
          </select>
        </label>
        {options.periodos.length > 0 && (
          <label className="field">
            {t`Period`}
            <select value={filters.codPeriod ?? ''} onChange={(event) => choose('codPeriod', event.target.value)}>
              <option value="">{t`All periods`}</option>
              {options.periodos.map((period) => (
                <option key={period.codigo} value={period.codigo}>
                  {period.descricao}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>
      <QueryBoundary resetKey={filters}>
        <Issues codAcervo={codAcervo} filters={filters} />
      </QueryBoundary>
    </>
  );
}

function Issues({ codAcervo, filters }: { codAcervo: number; filters: KardexFilters }) {
  const { data } = useSuspenseQuery(titleQueries.kardexIssues(codAcervo, filters));
  return <KardexIssues codAcervo={codAcervo} issues={data} />;
}
