import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../../../openapi/schema.gen';
import { formatMonth } from '../../../../lib/format';

type YearStats = components['schemas']['YearStats'];

/** One year's use of a title, month by month. */
export function MonthlyStatsTable({ stats }: { stats: YearStats }) {
  const { t, i18n } = useLingui();
  const year = stats.ano;
  const monthName = (month: number) => formatMonth(year, month, i18n.locale);
  const caption = t`Use of this title in ${year}`;
  return (
    <>
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="responsive-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Month`}</th>
              <th scope="col">{t`Loans`}</th>
              <th scope="col">{t`Renewals`}</th>
              <th scope="col">{t`Holds`}</th>
            </tr>
          </thead>
          <tbody>
            {stats.meses.map((month) => (
              <tr key={month.mes}>
                <th scope="row" className="card-title">{monthName(month.mes)}</th>
                <td data-label={t`Loans`}>{month.emprestimos}</td>
                <td data-label={t`Renewals`}>{month.renovacoes}</td>
                <td data-label={t`Holds`}>{month.reservas}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stats.historico > 0 && (
        <p>
          <Trans>
            Besides these months, {stats.historico} loans of {year} are known only as a yearly total.
          </Trans>
        </p>
      )}
    </>
  );
}
