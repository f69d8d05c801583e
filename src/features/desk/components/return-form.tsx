import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../api/errors';
import { useNetworkGate } from '../../../components/offline-notice';
import { formatDate, formatMoney } from '../../../lib/format';
import { deskActions, type DeskReturn } from '../queries';
import { DeskAnswer } from './desk-answer';

/** Take a copy back: the barcode; the answer says the fine earned and whether a hold was released. */
export function ReturnForm() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [barcode, setBarcode] = useState('');
  const [missing, setMissing] = useState(false);
  const [answer, setAnswer] = useState<{ done?: DeskReturn; error?: ApiError } | null>(null);
  const giveBack = useMutation({
    mutationFn: () => deskActions.returnCopy(queryClient, barcode),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.value } : { error: result.error });
      if (result.ok) setBarcode('');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (network.offline || giveBack.isPending) return;
    setMissing(!barcode.trim());
    if (!barcode.trim()) return;
    setAnswer(null);
    giveBack.mutate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{t({ message: 'Return', comment: 'Heading of the desk form that takes a lent copy back' })}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
          <input id={`${id}-barcode`} value={barcode} maxLength={40} autoComplete="off" inputMode="numeric" onChange={(event) => setBarcode(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={giveBack.isPending} {...network.controlProps}>
            <Trans>Return item</Trans>
          </button>
          {network.hint}
        </div>
      </form>
      {missing && (
        <p className="field-error" role="alert">
          <Trans>Enter the item barcode.</Trans>
        </p>
      )}
      <DeskAnswer error={answer?.error}>{answer?.done && <ReturnSummary done={answer.done} />}</DeskAnswer>
    </section>
  );
}

export function ReturnSummary({ done }: { done: DeskReturn }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const title = done.titulo;
  const name = done.nome;
  const days = done.dias_atraso;
  const fine = done.multa !== null ? formatMoney(done.multa, { locale }) : '';
  const suspendedUntil = done.suspensao_ate ? formatDate(done.suspensao_ate, { locale }) : '';
  const hold = done.reserva_liberada;
  const holder = hold?.nome;
  const collectBy = hold ? formatDate(hold.data_limite_retirada, { locale }) : '';
  return (
    <>
      <p>
        <Trans>
          “{title}” returned by {name}.
        </Trans>
      </p>
      <p>
        {days > 0 ? (
          <Plural value={days} one="# day late." other="# days late." />
        ) : (
          <Trans>Returned on time.</Trans>
        )}{' '}
        {fine && <Trans>Fine: {fine}.</Trans>}{' '}
        {suspendedUntil && <Trans>Borrowing suspended until {suspendedUntil}.</Trans>}
      </p>
      <p>
        {hold ? (
          <strong>
            <Trans>
              A hold was released: set this copy aside for {holder}, who may collect it until {collectBy}.
            </Trans>
          </strong>
        ) : (
          <Trans>No hold waits for it: put it back on the shelf.</Trans>
        )}
      </p>
    </>
  );
}
