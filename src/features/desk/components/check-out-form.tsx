import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../api/errors';
import { useNetworkGate } from '../../../components/offline-notice';
import { formatDate } from '../../../lib/format';
import { deskActions, type DeskCheckOut } from '../queries';
import { DeskAnswer } from './desk-answer';

/** Check a copy out: the patron's login and the copy's barcode. */
export function CheckOutForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [patron, setPatron] = useState('');
  const [barcode, setBarcode] = useState('');
  const [missing, setMissing] = useState(false);
  const [answer, setAnswer] = useState<{ done?: DeskCheckOut; error?: ApiError } | null>(null);
  const checkOut = useMutation({
    mutationFn: () => deskActions.checkOut(queryClient, patron, barcode),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.value } : { error: result.error });
      if (result.ok) setBarcode('');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (network.offline || checkOut.isPending) return;
    setMissing(!patron.trim() || !barcode.trim());
    if (!patron.trim() || !barcode.trim()) return;
    setAnswer(null);
    checkOut.mutate();
  }

  const done = answer?.done;
  const name = done?.nome;
  const title = done?.emprestimo.titulo;
  const due = done ? formatDate(done.emprestimo.data_devolucao, { locale: i18n.locale }) : '';
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{t`Check out`}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-patron`}>{t`Patron login or barcode`}</label>
          <input id={`${id}-patron`} value={patron} maxLength={200} autoComplete="off" onChange={(event) => setPatron(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
          <input id={`${id}-barcode`} value={barcode} maxLength={40} autoComplete="off" inputMode="numeric" onChange={(event) => setBarcode(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={checkOut.isPending} {...network.controlProps}>
            <Trans>Check out</Trans>
          </button>
          {network.hint}
        </div>
      </form>
      {missing && (
        <p className="field-error" role="alert">
          <Trans>Enter the patron and the item barcode.</Trans>
        </p>
      )}
      <DeskAnswer error={answer?.error}>
        {done && (
          <p>
            <Trans>
              Lent to {name}: “{title}”, due {due}.
            </Trans>
            {done.reserva_atendida !== null && (
              <>
                {' '}
                <Trans>Their hold on this title is now fulfilled.</Trans>
              </>
            )}
          </p>
        )}
      </DeskAnswer>
    </section>
  );
}
