// A title's loan-request tab for a signed-in patron (spec §2 tab 75, §3, §5): the lending
// library and copy, where to receive it (a library's desk, or home where the category
// allows), phone and e-mail (prefilled), an optional authorized person; then the request
// waits for the library (spec §4).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { components } from '../../../../openapi/schema.gen';
import { DataSection } from '../../../components/query-boundary';
import { loanRequestStates, loanRequestText } from '../messages';
import { loanRequestQueries, sendLoanRequest, type LoanRequest, type LoanRequestInput } from '../queries';
import { LoanRequestFields } from './loan-request-fields';
import '../loan-requests.css';

export type LoanRequestInitialInfo = components['schemas']['LoanRequestInitialInfo'];

export function LoanRequestForm({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<LoanRequest | null>(null);

  if (sent) return <LoanRequestSent request={sent} />;
  return (
    <DataSection id="loan-request-title" className="loan-request-form" title={t`Request a loan`}>
      <LoanRequestOptions codAcervo={codAcervo} onSent={setSent} />
    </DataSection>
  );
}

/** The request's form, or why this title cannot be requested. */
function LoanRequestOptions({ codAcervo, onSent }: { codAcervo: number; onSent: (r: LoanRequest) => void }) {
  const { i18n } = useLingui();
  const { data: info } = useSuspenseQuery(loanRequestQueries.options(codAcervo));
  if (info.pode_solicitar) return <LoanRequestSubmit codAcervo={codAcervo} info={info} onSent={onSent} />;
  return (
    <>
      <p className="refusal" role="status">
        {loanRequestText(i18n, info.motivo ?? 'error.loan-request-unavailable')}
      </p>
      <p>
        {info.motivo === 'error.loan-request-unavailable' || info.motivo === null ? (
          <Link to="/acervo/$codAcervo/reserva" params={{ codAcervo }}>
            <Trans>Place a hold instead</Trans>
          </Link>
        ) : (
          <Link to="/meupergamum/solicitacoes">
            <Trans>See your loan requests</Trans>
          </Link>
        )}
      </p>
    </>
  );
}

function LoanRequestSubmit({ codAcervo, info, onSent }: { codAcervo: number; info: LoanRequestInitialInfo; onSent: (r: LoanRequest) => void }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: LoanRequestInput) => sendLoanRequest(queryClient, codAcervo, body),
    onSuccess: (result) => (result.ok ? onSent(result.data) : setRefusal(result.message)),
  });
  return (
    <LoanRequestFields
      info={info}
      busy={send.isPending}
      refusal={refusal}
      onSubmit={(body) => {
        setRefusal(null);
        send.mutate(body);
      }}
    />
  );
}

function LoanRequestSent({ request }: { request: LoanRequest }) {
  const { t, i18n } = useLingui();
  const state = i18n._(loanRequestStates[request.situacao]);
  const library = request.domicilio ? t`your home` : request.desc_biblioteca_recebimento;
  return (
    <section aria-labelledby="loan-request-sent-title" className="loan-request-form">
      <h2 id="loan-request-sent-title">{t`Loan request sent`}</h2>
      <p role="status">
        <Trans comment="{state} is the request's status, e.g. Waiting; {library} a library's name or 'your home'">
          Your request was sent to the library (status: {state}). The copy will be delivered to {library}.
        </Trans>
      </p>
      <p>
        <Trans>We will let you know when it is available.</Trans>
      </p>
      <p>
        <Link to="/meupergamum/solicitacoes">
          <Trans>See your loan requests</Trans>
        </Link>
      </p>
    </section>
  );
}
