import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryBoundary } from '../../../../components/query-boundary';
import { titleQueries } from '../queries';
import { LoansChart } from './loans-chart';
import { MonthlyStatsTable } from './monthly-stats-table';

/** The statistics sub-page (tab 74): loans per year, and a chosen year month by month. */
export function TitleStatistics({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data: years } = useSuspenseQuery(titleQueries.statisticsYears(codAcervo));
  const [chosen, setChosen] = useState<number | undefined>(years[0]?.ano);
  if (years.length === 0) {
    return (
      <section>
        <h2>{t`Statistics`}</h2>
        <p className="empty-state">
          <Trans>This title has no loan statistics yet.</Trans>
        </p>
      </section>
    );
  }
  // The server lists the newest year first; a chart reads left to right in time.
  const loansByYear = [...years].reverse().map((entry) => ({ label: String(entry.ano), value: entry.emprestimos }));
  return (
    <section>
      <h2>{t`Statistics`}</h2>
      <LoansChart data={loansByYear} caption={t`Loans per year`} labelHeader={t`Year`} valueHeader={t`Loans`} />
      <h3>{t`Month by month`}</h3>
      <label className="inline-field">
        {t`Year`}
        <select value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {years.map((entry) => (
            <option key={entry.ano} value={entry.ano}>
              {entry.ano}
            </option>
          ))}
        </select>
      </label>
      {chosen !== undefined && (
        <QueryBoundary resetKey={chosen}>
          <MonthByMonth codAcervo={codAcervo} year={chosen} />
        </QueryBoundary>
      )}
    </section>
  );
}

function MonthByMonth({ codAcervo, year }: { codAcervo: number; year: number }) {
  const { data } = useSuspenseQuery(titleQueries.statistics(codAcervo, year));
  return <MonthlyStatsTable stats={data} />;
}
