import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate, localDay } from '../../../../lib/format';
import { inForce, suspensionKeys, suspensionQueries } from '../queries';

/**
 * /meupergamum/afastamentos: the patron's suspensions (§1 Suspension), the ones in force
 * first marked as such; a load failure shows the router's error with a retry (§8 "absences").
 */
export function SuspensionsPage() {
  const { t, i18n } = useLingui();
  const { data: suspensions } = useSuspenseQuery(suspensionQueries.list());
  const date = (value: string | null) => (value ? formatDate(value, { locale: i18n.locale }) : t`Open-ended`);
  const today = localDay();
  return (
    <section className="suspensions-page">
      <PageHeading title={t`Suspensions`} />
      <OfflineNotice queryKeys={[suspensionKeys.list()]} />
      {suspensions.length === 0 ? (
        <p><Trans>You have no suspensions.</Trans></p>
      ) : (
        <div className="table-scroll">
          <table className="responsive-table">
            <caption className="visually-hidden"><Trans>Your suspensions</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Library</Trans></th>
                <th scope="col"><Trans>From</Trans></th>
                <th scope="col"><Trans>Until</Trans></th>
                <th scope="col"><Trans>Days</Trans></th>
                <th scope="col"><Trans>Reason</Trans></th>
                <th scope="col"><Trans>Status</Trans></th>
              </tr>
            </thead>
            <tbody>
              {suspensions.map((s) => (
                <tr key={`${s.cod_biblioteca}-${s.data_inicio}-${s.data_fim ?? ''}`}>
                  <th scope="row" className="card-title">{s.desc_biblioteca}</th>
                  <td data-label={t`From`}>{date(s.data_inicio)}</td>
                  <td data-label={t`Until`}>{date(s.data_fim)}</td>
                  <td data-label={t`Days`}>{s.dias ?? '—'}</td>
                  <td data-label={t`Reason`}>{s.motivo ?? '—'}</td>
                  <td data-label={t`Status`}>{inForce(s, today) ? <strong><Trans>In force</Trans></strong> : <Trans>Ended</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
