// A patron's requests: loan requests (their states) and data-deletion requests.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../../../openapi/schema.gen';

type Schemas = components['schemas'];
import { formatDate, formatDateTime } from '../../../../lib/format';
import { loanRequestStates } from '../../../circulation/loan-requests';

type LoanRequest = Schemas['LoanRequest'];
type DeletionRequest = Schemas['DeletionRequest'];

export function PatronRequests({ requests, deletions }: { requests: LoanRequest[]; deletions: DeletionRequest[] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="patron-requests">
      <h2 id="patron-requests">{t`Requests`}</h2>
      <h3>{t`Loan requests`}</h3>
      {requests.length === 0 ? (
        <p><Trans>No loan requests.</Trans></p>
      ) : (
        <ul>
          {requests.map((r) => {
            const day = formatDate(r.data_solicitacao, { locale: i18n.locale });
            const state = i18n._(loanRequestStates[r.situacao]);
            return (
              <li key={r.cod_solicitacao}>
                <Trans>{r.titulo}, requested on {day}: {state}</Trans>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t`Deletion requests`}</h3>
      {deletions.length === 0 ? (
        <p><Trans>No deletion requests.</Trans></p>
      ) : (
        <ul>
          {deletions.map((d) => {
            const day = formatDateTime(d.pedido_em, { locale: i18n.locale });
            return (
              <li key={d.id}>
                {d.situacao === 'aberto' ? <Trans>Asked on {day}, open</Trans> : <Trans>Asked on {day}, handled: {d.resposta}</Trans>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
