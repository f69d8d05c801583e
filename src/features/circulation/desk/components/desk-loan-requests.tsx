// Open loan requests and the states each may move to now (spec §4: waiting → in transit →
// available → finished, or cancelled / not finished). Available alerts the patron.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import type { DeskLoanRequest, LoanRequestStep } from '../../../../api/types';
import { deskActions, deskQueries } from '../queries';
import { loanRequestStates } from '../../loan-requests';
import { DeskAnswer } from './desk-answer';

const steps: Record<LoanRequestStep, ReturnType<typeof msg>> = {
  em_transito: msg({ message: 'Mark in transit', comment: 'Desk button: the requested copy is on its way to the receiving library' }),
  disponivel: msg({ message: 'Mark available', comment: 'Desk button: the requested copy waits for the patron (alerts them)' }),
  finalizada: msg({ message: 'Mark finished', comment: 'Desk button: the patron collected the requested copy' }),
  nao_finalizada: msg({ message: 'Mark unfinished', comment: 'Desk button: the patron never collected the requested copy' }),
  cancelada: msg({ message: 'Cancel request', comment: 'Desk button: cancel a loan request' }),
};

export function DeskLoanRequests() {
  const { t } = useLingui();
  return (
    <DataSection id="desk-loan-requests-title" title={t`Open loan requests`}>
      <DeskLoanRequestList />
    </DataSection>
  );
}

function DeskLoanRequestList() {
  const { data: requests } = useSuspenseQuery(deskQueries.loanRequests());
  if (requests.length === 0) return <p><Trans>No open loan requests.</Trans></p>;
  return (
    <ul className="desk-list">
      {requests.map((request) => <DeskLoanRequestItem key={request.solicitacao.cod_solicitacao} request={request} />)}
    </ul>
  );
}

function DeskLoanRequestItem({ request }: { request: DeskLoanRequest }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [error, setError] = useState<ApiError | null>(null);
  const advance = useMutation({
    mutationFn: (step: LoanRequestStep) => deskActions.advanceLoanRequest(queryClient, request.solicitacao.cod_solicitacao, step),
    onSuccess: (result) => setError(result.ok ? null : result.error),
  });
  const r = request.solicitacao;
  const name = request.nome;
  const login = request.login;
  const state = i18n._(loanRequestStates[r.situacao]);
  const from = r.desc_biblioteca_origem;
  const to = r.domicilio ? (request.recebimento_textual ?? t`Home delivery`) : r.desc_biblioteca_recebimento;
  const day = formatDate(r.data_solicitacao, { locale: i18n.locale });
  return (
    <li data-desk-loan-request={r.cod_solicitacao}>
      <p>
        <Link to="/acervo/$codAcervo" params={{ codAcervo: r.cod_acervo }}>
          {r.titulo}
        </Link>{' '}
        — <strong>{state}</strong>
      </p>
      <p>
        <Trans>
          {name} ({login}), requested on {day}: from {from} to {to}.
        </Trans>{' '}
        {request.telefone} · {request.email}
      </p>
      <div className="button-row">
        {request.proximas.map((step) => (
          <button
            key={step}
            type="button"
            className="button button-secondary"
            disabled={advance.isPending}
            {...network.controlProps}
            onClick={() => !network.offline && advance.mutate(step)}
          >
            {i18n._(steps[step])}
          </button>
        ))}
        {network.hint}
      </div>
      <DeskAnswer error={error} />
    </li>
  );
}
