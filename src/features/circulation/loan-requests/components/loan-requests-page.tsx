// /meupergamum/solicitacoes (spec §1 Loan-request consultation): the patron's loan
// requests with their status (spec §3, §4), filtered by status and dates. The route
// loads the unfiltered list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { DateRange } from '../../../../components/date-range';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { loanRequestStates } from '../messages';
import { loanRequestKeys, loanRequestQueries, type LoanRequestFilters, type StatusFilter } from '../queries';
import '../loan-requests.css';

/**
 * The status choice of a list of requests: every status, or one of the loan requests' five
 * (the library-requests list has the same, `listRequests`' status is this enum too).
 */
export function RequestStatusField({ value, onChange }: { value: StatusFilter; onChange: (status: StatusFilter) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const labels: Record<StatusFilter, string> = {
    todos: t({ message: 'All', comment: 'Request status filter: every status' }),
    aguardando: i18n._(loanRequestStates.aguardando),
    em_transito: i18n._(loanRequestStates.em_transito),
    disponivel: i18n._(loanRequestStates.disponivel),
    finalizada: i18n._(loanRequestStates.finalizada),
    cancelada: i18n._(loanRequestStates.cancelada),
  };
  return (
    <div className="field">
      <label htmlFor={`${id}-status`}>{t`Status`}</label>
      <select id={`${id}-status`} value={value} onChange={(event) => onChange(event.target.value as StatusFilter)}>
        {Object.entries(labels).map(([status, label]) => <option key={status} value={status}>{label}</option>)}
      </select>
    </div>
  );
}

export function LoanRequestsPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<LoanRequestFilters>({});
  const [status, setStatus] = useState<StatusFilter>('todos');
  const filter = (range: DateRange) => setFilters({ ...(status !== 'todos' ? { status } : {}), ...range });

  return (
    <section className="loan-requests-page">
      <PageHeading title={t`Loan requests`} />
      <OfflineNotice queryKeys={[loanRequestKeys.lists()]} />
      <p>
        <Trans>To request a loan, open a title and choose “Request a loan”.</Trans>
      </p>
      <DateRangeFilter onFilter={filter}>
        <RequestStatusField value={status} onChange={setStatus} />
      </DateRangeFilter>
      <QueryBoundary resetKey={filters}>
        <LoanRequestList filters={filters} />
      </QueryBoundary>
    </section>
  );
}

function LoanRequestList({ filters }: { filters: LoanRequestFilters }) {
  const { t, i18n } = useLingui();
  const { data: requests } = useSuspenseQuery(loanRequestQueries.list(filters));
  if (requests.length === 0) return <p><Trans>No loan requests.</Trans></p>;
  return (
    <div className="table-scroll">
      <table className="loan-requests-table responsive-table">
        <caption className="visually-hidden">{t`Your loan requests`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Title`}</th>
            <th scope="col">{t`Lent by`}</th>
            <th scope="col">{t`Delivered to`}</th>
            <th scope="col">{t`Requested on`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.cod_solicitacao} data-loan-request={request.cod_solicitacao}>
              <td className="card-title">
                <Link to="/acervo/$codAcervo" params={{ codAcervo: request.cod_acervo }}>
                  {request.titulo}
                </Link>
              </td>
              <td data-label={t`Lent by`}>{request.desc_biblioteca_origem}</td>
              <td data-label={t`Delivered to`}>{request.domicilio ? t`Home delivery` : request.desc_biblioteca_recebimento}</td>
              <td data-label={t`Requested on`}>{formatDate(request.data_solicitacao, { locale: i18n.locale })}</td>
              <td data-label={t`Status`}>
                <strong>{i18n._(loanRequestStates[request.situacao])}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
