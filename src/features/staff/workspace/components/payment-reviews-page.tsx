// /balcao/pagamentos-revisar (issue 39): the payments PIX or PagTesouro reported that the
// system kept for a person rather than settled (a second payment of a paid debt, another
// amount, debts paid meanwhile, a PIX payment naming no charge of ours), with the patron, the
// debts, the amounts, the provider, when and why; staff record how each was resolved
// (refunded, kept as credit, other) with a note, audited by the server. Nothing here moves
// money: the refund itself happens at the bank.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { PaymentReview, PaymentReviewOutcome } from '../../../../api/types';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { DataSection } from '../../../../components/query-boundary';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { PROVIDER_NAMES, REVIEW_OUTCOMES, reviewReason } from '../payment-words';
import { staffPatronActions, staffPatronQueries, type PaymentReviewList } from '../queries';
import { ReasonAction } from './reason-action';
import '../staff-patrons.css';

export function PaymentReviewsPage() {
  const { t } = useLingui();
  const [list, setList] = useState<PaymentReviewList>('abertas');
  const [said, setSaid] = useState({ text: '', times: 0 });
  const status = useRef<HTMLParagraphElement>(null);
  // The resolved row leaves the list (and its button with the focus): the page says so where the focus goes,
  // once the message is drawn (an empty status is not shown, so it cannot take the focus before).
  const resolved = (text: string) => setSaid((was) => ({ text, times: was.times + 1 }));
  useEffect(() => {
    if (said.times > 0) status.current?.focus();
  }, [said]);
  return (
    <>
      <PageHeading title={t`Payments to review`} />
      <OfflineNotice />
      <p>
        <Trans>
          Payments by PIX or PagTesouro that the system did not settle by itself: a second payment of a paid debt, another
          amount than the charge's, debts paid meanwhile, or a PIX payment that names no charge of the library. Settle each
          with the payer at the bank, then record here what was done.
        </Trans>
      </p>
      <div className="button-row" role="group" aria-label={t`Which payments`}>
        <button type="button" className="button button-secondary" aria-pressed={list === 'abertas'} onClick={() => { setSaid({ text: '', times: 0 }); setList('abertas'); }}>
          <Trans>Waiting for a person</Trans>
        </button>
        <button type="button" className="button button-secondary" aria-pressed={list === 'resolvidas'} onClick={() => { setSaid({ text: '', times: 0 }); setList('resolvidas'); }}>
          <Trans>Resolved recently</Trans>
        </button>
      </div>
      <p ref={status} tabIndex={-1} role="status" className="review-status">{said.text}</p>
      <DataSection id="payment-reviews" title={list === 'abertas' ? t`Waiting for a person` : t`Resolved recently`} resetKey={list}>
        <ReviewTable list={list} onResolved={resolved} />
      </DataSection>
    </>
  );
}

function ReviewTable({ list, onResolved }: { list: PaymentReviewList; onResolved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(staffPatronQueries.paymentReviews(list));
  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  if (data.itens.length === 0) {
    return <p>{list === 'abertas' ? <Trans>No payment is waiting for a person.</Trans> : <Trans>No payment was resolved yet.</Trans>}</p>;
  }
  return (
    <table className="responsive-table payment-reviews">
      <caption className="visually-hidden">{t`Payments to review`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Received`}</th>
          <th scope="col">{t`Patron`}</th>
          <th scope="col">{t`Debts`}</th>
          <th scope="col">{t`Amount`}</th>
          <th scope="col">{t`Provider`}</th>
          <th scope="col">{t`Why it was kept`}</th>
          <th scope="col">{list === 'abertas' ? t`Actions` : t`Resolution`}</th>
        </tr>
      </thead>
      <tbody>
        {data.itens.map((item) => {
          const charged = item.valor_cobranca;
          return (
            <tr key={item.cod_revisao} data-review={item.cod_revisao}>
              <th scope="row" data-label={t`Received`}>{formatDateTime(item.recebido_em, { locale: i18n.locale })}</th>
              <td data-label={t`Patron`}>
                {item.pessoa ? (
                  <Link to="/balcao/usuarios/$cod" params={{ cod: item.pessoa.cod_pessoa }}>{item.pessoa.nome} ({item.pessoa.login})</Link>
                ) : t`Unknown: the payment names no charge of the library`}
              </td>
              <td data-label={t`Debts`}>
                {item.debitos.length ? item.debitos.map((d) => d.descricao || `#${d.cod_debito}`).join('; ') : '—'}
              </td>
              <td data-label={t`Amount`}>
                {money(item.valor)}
                {charged !== null && charged !== item.valor ? <> <Trans>(the charge was {money(charged)})</Trans></> : null}
              </td>
              <td data-label={t`Provider`}>{PROVIDER_NAMES[item.provedor]}</td>
              <td data-label={t`Why it was kept`}>
                {reviewReason(i18n, item.motivo)}
                <br />
                <small><Trans>Charge</Trans> <code>{item.cobranca}</code></small>
              </td>
              <td data-label={list === 'abertas' ? t`Actions` : t`Resolution`}>
                {item.resolucao ? <Resolution review={item} /> : <ResolveAction review={item} onResolved={onResolved} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Resolution({ review }: { review: PaymentReview }) {
  const { i18n } = useLingui();
  const done = review.resolucao!;
  const how = i18n._(REVIEW_OUTCOMES[done.tipo]);
  const when = formatDateTime(done.em, { locale: i18n.locale });
  const who = done.por ?? '—';
  return (
    <p className="review-resolution">
      <strong>{how}</strong>: {done.nota}{' '}
      <small><Trans>({who}, {when})</Trans></small>
    </p>
  );
}

function ResolveAction({ review, onResolved }: { review: PaymentReview; onResolved: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentReviewOutcome>('reembolsado');
  const amount = formatMoney(review.valor, { locale: i18n.locale });
  const from = review.pessoa?.nome ?? PROVIDER_NAMES[review.provedor];
  return (
    <ReasonAction
      label={t`Mark resolved: ${amount} from ${from}`}
      confirm={t`Mark resolved`}
      done={t`Marked resolved.`}
      reasonLabel={t`Note: what was done (required)`}
      run={async (note) => {
        const answer = await staffPatronActions.resolvePayment(queryClient, review.cod_revisao, outcome, note);
        if (answer.ok) onResolved(t`The payment of ${amount} from ${from} is marked resolved.`);
        return answer;
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-outcome`}>{t`What was done`}</label>
        <select id={`${id}-outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value as PaymentReviewOutcome)}>
          {(Object.keys(REVIEW_OUTCOMES) as PaymentReviewOutcome[]).map((code) => (
            <option key={code} value={code}>{i18n._(REVIEW_OUTCOMES[code])}</option>
          ))}
        </select>
      </div>
    </ReasonAction>
  );
}
