// A title's loan-request tab for a signed-in patron (spec §2 tab 75, §3, §5): the lending
// library and copy, where to receive it (a library's desk, or home where the category
// allows), phone and e-mail (prefilled), an optional authorized person; then the request
// waits for the library (spec §4).
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TitleOffer, type OfferRefusal } from '../../../../components/title-offer';
import { loanRequestStates, loanRequestText } from '../messages';
import { loanRequestQueries, sendLoanRequest, type LoanRequest, type LoanRequestInitialInfo, type LoanRequestInput } from '../queries';
import { LoanRequestFields } from './loan-request-fields';
import '../loan-requests.css';


export function LoanRequestForm({ codAcervo }: { codAcervo: number }) {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<LoanRequest | null>(null);

  if (sent) return <LoanRequestSent request={sent} />;
  return (
    <TitleOffer name="loan-request-form" heading={t`Request a loan`} offer={loanRequestQueries.options(codAcervo)} refusal={(offer) => offerRefusal(i18n, offer)}>
      {(offer) => <LoanRequestSubmit codAcervo={codAcervo} info={offer} onSent={setSent} />}
    </TitleOffer>
  );
}

/** Why the loan-request tab says no at once, and where to go instead: a hold when no copy is on the shelf. */
function offerRefusal(i18n: I18n, offer: LoanRequestInitialInfo): OfferRefusal | null {
  if (offer.pode_solicitar) return null;
  const codAcervo = offer.cod_acervo;
  const noCopy = offer.motivo === 'error.loan-request-unavailable' || offer.motivo === null;
  const next = noCopy ? (
    <Link to="/acervo/$codAcervo/reserva" params={{ codAcervo }}>
      <Trans>Place a hold instead</Trans>
    </Link>
  ) : (
    <Link to="/meupergamum/solicitacoes">
      <Trans>See your loan requests</Trans>
    </Link>
  );
  return { text: loanRequestText(i18n, offer.motivo ?? 'error.loan-request-unavailable'), next };
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
