// /balcao/solicitacoes (staff, circulation): the queue of requests to the library, oldest
// first, each with its patron, what was asked, and the states it may move to; a move may
// carry a note to the patron, who gets an alert and a push (the server audits it).
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { loanRequestStates } from '../../../circulation/loan-requests';
import { requestText } from '../messages';
import { libraryRequestQueries, moveRequest, type DeskRequest, type RequestStep } from '../queries';
import { kindText } from './requests-page';

const steps: Record<RequestStep, ReturnType<typeof msg>> = {
  em_transito: msg({ message: 'Mark in transit', comment: 'Staff button: the requested material is on its way' }),
  disponivel: msg({ message: 'Mark available', comment: 'Staff button: the request waits for the patron' }),
  finalizada: msg({ message: 'Mark fulfilled', comment: 'Staff button: the library fulfilled the request' }),
  nao_finalizada: msg({ message: 'Mark not fulfilled', comment: 'Staff button: the library could not fulfil the request' }),
  cancelada: msg({ message: 'Cancel request', comment: 'Staff button: cancel a request to the library' }),
};

export function DeskRequestsPage() {
  const { t } = useLingui();
  return (
    <section className="desk-library-requests">
      <PageHeading title={t`Requests to the library`} />
      <p><Trans>Document copies, surveys, catalogue cards, specialized searches, inter-library loans and closed-storage requests still open, oldest first. Each change is recorded and sent to the patron.</Trans></p>
      <QueryBoundary>
        <DeskRequestList />
      </QueryBoundary>
    </section>
  );
}

function DeskRequestList() {
  const { data: requests } = useSuspenseQuery(libraryRequestQueries.desk());
  if (requests.length === 0) return <p><Trans>No open requests.</Trans></p>;
  return <ul className="desk-list">{requests.map((r) => <DeskRequestItem key={r.solicitacao.cod_solicitacao} request={r} />)}</ul>;
}

function DeskRequestItem({ request }: { request: DeskRequest }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (step: RequestStep) => moveRequest(queryClient, request.solicitacao.cod_solicitacao, step, note.trim() || undefined),
    onSuccess: (outcome) => setProblem(outcome.ok ? null : outcome.message),
  });
  const r = request.solicitacao;
  const name = request.nome;
  const login = request.login;
  const day = formatDate(r.data_solicitacao, { locale: i18n.locale });
  const library = r.desc_biblioteca;
  const details = Object.entries(request.dados).filter(([, v]) => v !== null && v !== '' && typeof v !== 'object');
  return (
    <li data-desk-request={r.cod_solicitacao}>
      <h2 className="desk-request-title">{kindText(i18n, r)} — {r.descricao}</h2>
      <p>
        <strong>{i18n._(loanRequestStates[r.situacao])}</strong> ·{' '}
        <Trans>{name} ({login}), requested on {day} at {library}.</Trans> {request.email}
      </p>
      {details.length > 0 && (
        <details>
          <summary><Trans>What was asked</Trans></summary>
          <dl className="desk-request-details">
            {details.map(([key, value]) => (
              <div key={key}><dt>{key}</dt><dd>{String(value)}</dd></div>
            ))}
          </dl>
        </details>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t`Note to the patron (optional)`}</label>
        <input id={`${id}-note`} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      </div>
      <div className="button-row">
        {request.proximas.map((step) => (
          <button key={step} type="button" className="button button-secondary" disabled={move.isPending} {...network.controlProps}
            onClick={() => !network.offline && move.mutate(step)}>
            {i18n._(steps[step])}
          </button>
        ))}
        {network.hint}
      </div>
      {problem && <p className="field-error" role="alert">{requestText(i18n, problem)}</p>}
    </li>
  );
}
