import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDateTime } from '../../../../lib/format';
import { alertPath } from '../../../../../openapi/alert-routes';
import type { Alert } from '../../../../api/types';
import { alertKeys, alertQueries, deleteAlert, markAlert, type AlertFilters } from '../queries';
import '../alerts.css';

/** The page an alert opens: its route id through the PWA's route table; an old alert's stored personal-area path. */
const pageOf = (alert: Alert): string | undefined =>
  alert.rota ? alertPath(alert.rota) : alert.url?.startsWith('/meupergamum') ? alert.url : undefined;

/** /meupergamum/alertas: the library's notices to the patron, newest first; read/unread, delete, dates (the route loads the unfiltered list). */
export function AlertsPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<AlertFilters>({});
  return (
    <section className="alerts-page">
      <PageHeading title={t`Alerts`} />
      <OfflineNotice queryKeys={[alertKeys.all()]} />
      <DateRangeFilter bothRequired onFilter={setFilters} />
      <QueryBoundary resetKey={filters}>
        <AlertList filters={filters} />
      </QueryBoundary>
    </section>
  );
}

function AlertList({ filters }: { filters: AlertFilters }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data: alerts } = useSuspenseQuery(alertQueries.list(filters));
  const gate = useNetworkGate();
  const mark = useMutation({ mutationFn: ({ id, lido }: { id: number; lido: boolean }) => markAlert(queryClient, id, lido) });
  const remove = useMutation({ mutationFn: (id: number) => deleteAlert(queryClient, id) });

  return (
    <>
      {alerts.length === 0 ? (
        <p><Trans>No alerts.</Trans></p>
      ) : (
        <ul className="alert-list">
          {alerts.map((alert) => (
            <li key={alert.id} className={alert.lido ? 'alert read' : 'alert unread'}>
              <p className="alert-heading">
                {alert.lido ? null : <span className="alert-new"><Trans comment="Badge of an alert not read yet">New</Trans></span>}
                <strong>{alert.titulo}</strong>
                <span className="alert-date">{formatDateTime(alert.data, { locale: i18n.locale })}</span>
              </p>
              <p>{alert.mensagem}</p>
              <div className="alert-actions">
                {pageOf(alert) ? (
                  <a href={pageOf(alert)} onClick={(e) => { e.preventDefault(); void router.navigate({ href: pageOf(alert) }); }}>
                    <Trans>Open</Trans>
                  </a>
                ) : null}
                <button type="button" disabled={mark.isPending} {...gate.controlProps}
                  onClick={() => !gate.offline && mark.mutate({ id: alert.id, lido: !alert.lido })}>
                  {alert.lido ? <Trans>Mark as unread</Trans> : <Trans>Mark as read</Trans>}
                </button>
                <button type="button" disabled={remove.isPending} {...gate.controlProps}
                  onClick={() => !gate.offline && remove.mutate(alert.id)}>
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {gate.hint}
    </>
  );
}
