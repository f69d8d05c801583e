// /meupergamum/estatisticas-aquisicao (spec §1 Acquisition statistics): the patron's
// suggestions counted by status and by year, each drawn as a bar chart with its table.
// The route's component loads on its own (the router splits every route), so the chart
// costs nothing to the first page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { acquisitionStatusLabels } from '../messages';
import { acquisitionKeys, acquisitionQueries } from '../queries';
import { BarChart } from './status-chart';
import '../acquisitions.css';

export function AcquisitionStatisticsPage() {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(acquisitionQueries.statistics());
  return (
    <section className="acquisitions-page">
      <PageHeading title={t`Acquisition statistics`} />
      <OfflineNotice queryKeys={[acquisitionKeys.statistics()]} />
      {data.total === 0 ? (
        <p><Trans>You have not sent any acquisition suggestion yet.</Trans></p>
      ) : (
        <>
          <p className="statistics-total">
            <Trans>You sent {data.total} acquisition suggestions.</Trans>
          </p>
          <h2>{t`By status`}</h2>
          <BarChart
            title={t`Suggestions by status`}
            caption={t`How many of your suggestions are in each status.`}
            headers={[t`Status`, t`Suggestions`]}
            bars={data.por_situacao.map((s) => ({ key: s.situacao, label: i18n._(acquisitionStatusLabels[s.situacao]), total: s.total }))}
          />
          <h2>{t`By year`}</h2>
          <BarChart
            title={t`Suggestions by year`}
            caption={t`How many suggestions you sent each year.`}
            headers={[t`Year`, t`Suggestions`]}
            bars={data.por_ano.map((y) => ({ key: String(y.ano), label: String(y.ano), total: y.total }))}
          />
        </>
      )}
    </section>
  );
}
