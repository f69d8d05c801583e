// /meupergamum/pedidos (spec §1 Requests): every request to the library, of each kind, with
// its state and the library's note, filtered by state and request day; the way to each form.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DateRange } from '../../../../components/date-range';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { loanRequestStates, RequestStatusField } from '../../../circulation/loan-requests';
import { copyTypeLabels, kindLabels } from '../messages';
import { libraryRequestKeys, libraryRequestQueries, type RequestFilters, type RequestStatusFilter, type RequestSummary } from '../queries';
import { RequestLinks } from './request-links';
import '../library-requests.css';

export function RequestsPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<RequestFilters>({});
  const [status, setStatus] = useState<RequestStatusFilter>('todos');
  const filter = (range: DateRange) => setFilters({ ...(status !== 'todos' ? { status } : {}), ...range });
  return (
    <section className="library-requests-page">
      <PageHeading title={t`Requests to the library`} />
      <OfflineNotice queryKeys={[libraryRequestKeys.lists()]} />
      <p>
        <Trans>Document copies, surveys, catalogue cards, specialized searches, inter-library loans and closed-storage requests. Your holds and loan requests have pages of their own:</Trans>{' '}
        <Link to="/meupergamum/reservas"><Trans>Holds</Trans></Link>, <Link to="/meupergamum/solicitacoes"><Trans>Loan requests</Trans></Link>.
      </p>
      <DateRangeFilter onFilter={filter}>
        <RequestStatusField value={status} onChange={setStatus} />
      </DateRangeFilter>
      <QueryBoundary resetKey={filters}>
        <RequestList filters={filters} />
      </QueryBoundary>
      <RequestLinks heading />
    </section>
  );
}

export function kindText(i18n: I18n, request: Pick<RequestSummary, 'tipo' | 'subtipo'>): string {
  const label = kindLabels[request.tipo as keyof typeof kindLabels];
  const kind = label ? i18n._(label) : request.tipo;
  const sub = request.subtipo ? copyTypeLabels[request.subtipo] : undefined;
  return sub ? `${kind}: ${i18n._(sub)}` : kind;
}

function RequestList({ filters }: { filters: RequestFilters }) {
  const { t, i18n } = useLingui();
  const { data: requests } = useSuspenseQuery(libraryRequestQueries.list(filters));
  if (requests.length === 0) return <p><Trans>No requests.</Trans></p>;
  return (
    <div className="table-scroll">
      <table className="library-requests-table responsive-table">
        <caption className="visually-hidden">{t`Your requests to the library`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Request`}</th>
            <th scope="col">{t`Kind`}</th>
            <th scope="col">{t`Library`}</th>
            <th scope="col">{t`Requested on`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.cod_solicitacao} data-request={request.cod_solicitacao}>
              <td className="card-title">
                {request.descricao}
                {request.observacao_biblioteca && <p className="library-note"><Trans>Library's note:</Trans> {request.observacao_biblioteca}</p>}
              </td>
              <td data-label={t`Kind`}>{kindText(i18n, request)}</td>
              <td data-label={t`Library`}>{request.desc_biblioteca}</td>
              <td data-label={t`Requested on`}>{formatDate(request.data_solicitacao, { locale: i18n.locale })}</td>
              <td data-label={t`Status`}><strong>{i18n._(loanRequestStates[request.situacao])}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
