import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, type ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatMoney } from '../../../../lib/format';
import type { DeskPayment } from '../../../../api/types';
import { deskActions, deskQueries } from '../queries';
import { DeskAnswer } from './desk-answer';

/** Record a payment: find the patron's open fines, tick what is paid (all by default), record it. */
export function PaymentForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [login, setLogin] = useState('');
  const [looked, setLooked] = useState<string | null>(null);
  const [unticked, setUnticked] = useState<number[]>([]);
  const [answer, setAnswer] = useState<{ done?: DeskPayment; error?: ApiError } | null>(null);
  const patron = useQuery({ ...deskQueries.patron(looked ?? ''), enabled: looked !== null });
  const fines = patron.data?.multas ?? [];
  const chosen = fines.filter((fine) => !unticked.includes(fine.cod_multa)).map((fine) => fine.cod_multa);
  const pay = useMutation({
    mutationFn: () => deskActions.recordPayment(queryClient, looked ?? '', chosen),
    onSuccess: (result) => setAnswer(result.ok ? { done: result.data } : { error: result.error }),
  });

  function find(event: FormEvent) {
    event.preventDefault();
    if (network.offline || !login.trim()) return;
    setAnswer(null);
    setUnticked([]);
    setLooked(login.trim());
  }

  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  const lookupError = patron.isError && isApiError(patron.error) ? patron.error : null;
  const done = answer?.done;
  const paid = done ? money(done.total_pago) : '';
  const left = done ? money(done.debito_restante) : '';
  const name = patron.data?.nome;
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{t`Record a payment`}</h2>
      <form onSubmit={find} noValidate>
        <div className="field">
          <label htmlFor={`${id}-patron`}>{t`Patron login or barcode`}</label>
          <input id={`${id}-patron`} value={login} maxLength={200} autoComplete="off" onChange={(event) => setLogin(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-secondary" {...network.controlProps}>
            <Trans>Show open fines</Trans>
          </button>
          {network.hint}
        </div>
      </form>
      <DeskAnswer error={lookupError} />
      {patron.data && (
        <div className="desk-fines">
          {fines.length === 0 ? (
            <p role="status">
              <Trans>{name} has no open fines.</Trans>
            </p>
          ) : (
            <fieldset>
              <legend>
                <Trans>Open fines of {name}</Trans>
              </legend>
              {fines.map((fine) => {
                const boxId = `${id}-fine-${fine.cod_multa}`;
                return (
                  <div key={fine.cod_multa} className="field field-checkbox">
                    <input
                      id={boxId}
                      type="checkbox"
                      checked={!unticked.includes(fine.cod_multa)}
                      onChange={() =>
                        setUnticked((list) => (list.includes(fine.cod_multa) ? list.filter((c) => c !== fine.cod_multa) : [...list, fine.cod_multa]))
                      }
                    />
                    <label htmlFor={boxId}>
                      {money(fine.total_a_pagar)} — {fine.titulo ?? fine.motivo ?? t`Fine`}
                    </label>
                  </div>
                );
              })}
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  disabled={pay.isPending || chosen.length === 0}
                  {...network.controlProps}
                  onClick={() => !network.offline && pay.mutate()}
                >
                  <Trans>Record payment</Trans>
                </button>
              </div>
            </fieldset>
          )}
        </div>
      )}
      <DeskAnswer error={answer?.error}>
        {done && (
          <p>
            <Trans>
              Paid {paid}. Still owed: {left}.
            </Trans>
          </p>
        )}
      </DeskAnswer>
    </section>
  );
}
