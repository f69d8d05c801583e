import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, type ApiError } from '../../../../api/errors';
import type { DeskPaymentMethod, DeskReceipt } from '../../../../api/types';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatMoney } from '../../../../lib/format';
import { DESK_NAME_KEY } from '../../../../lib/storage/storage-keys';
import { parseCents } from '../money';
import { deskActions, deskQueries } from '../queries';
import { DeskAnswer } from './desk-answer';
import { DESK_PAYMENT_METHODS, PAYMENT_METHODS, ReceiptSlip, usePrinter } from './slips';
import { useFieldChecks } from '../../../../components/field-checks';

const storedDesk = () => {
  try {
    return localStorage.getItem(DESK_NAME_KEY) ?? '';
  } catch {
    return '';
  }
};

/**
 * Take a payment as a cashier (issue 36 item 3): the patron's open fines, ticked (all by
 * default); the amount (all of them, or part), the method, for cash what was handed over and
 * the change; the receipt to print. A payment can be refunded by its receipt number, as its
 * own entry with a reason.
 */
export function PaymentForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const { print } = usePrinter();
  const [login, setLogin] = useState('');
  const [looked, setLooked] = useState<string | null>(null);
  const [unticked, setUnticked] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<DeskPaymentMethod>('dinheiro');
  const [handed, setHanded] = useState('');
  const [desk, setDesk] = useState(storedDesk);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ done?: DeskReceipt; error?: ApiError } | null>(null);
  const patron = useQuery({ ...deskQueries.patron(looked ?? ''), enabled: looked !== null });
  const fines = patron.data?.multas ?? [];
  const chosen = fines.filter((fine) => !unticked.includes(fine.cod_multa));
  const chosenCents = chosen.reduce((sum, f) => sum + Math.round(f.total_a_pagar * 100), 0);
  const amountCents = amount.trim() ? parseCents(amount) : chosenCents;
  const handedCents = handed.trim() ? parseCents(handed) : null;
  const money = (cents: number) => formatMoney(cents / 100, { locale: i18n.locale });
  const change = method === 'dinheiro' && amountCents !== null && handedCents !== null && handedCents >= amountCents ? money(handedCents - amountCents) : null;
  const pay = useMutation({
    mutationFn: () =>
      deskActions.takePayment(queryClient, {
        usuario: looked ?? '',
        multas: chosen.map((f) => f.cod_multa),
        valor_centavos: amountCents ?? 0,
        metodo: method,
        balcao: desk.trim(),
        ...(method === 'dinheiro' && handedCents !== null ? { recebido_centavos: handedCents } : {}),
      }),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.data } : { error: result.error });
      if (result.ok) {
        setAmount('');
        setHanded('');
      }
    },
  });

  const checkFields = useFieldChecks();

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || !login.trim()) return;
    setAnswer(null);
    setUnticked([]);
    setLooked(login.trim());
  }

  function take(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || pay.isPending) return;
    if (!desk.trim()) return setProblem(t`Name this desk (for the day’s closing).`);
    if (!amountCents) return setProblem(t`Enter the amount, such as 4,50.`);
    if (handed.trim() && handedCents === null) return setProblem(t`Enter the cash received, such as 10,00.`);
    setProblem(null);
    try {
      localStorage.setItem(DESK_NAME_KEY, desk.trim());
    } catch {
      // Not kept: the clerk types it again next time.
    }
    setAnswer(null);
    pay.mutate();
  }

  const lookupError = patron.isError && isApiError(patron.error) ? patron.error : null;
  const done = answer?.done;
  const name = patron.data?.nome;
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{t`Record a payment`}</h2>
      <form onSubmit={find} noValidate>
        <div className="field">
          <label htmlFor={`${id}-patron`}>{t`Patron login or barcode`}</label>
          <input id={`${id}-patron`} required value={login} maxLength={200} autoComplete="off" onChange={(event) => setLogin(event.target.value)} />
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
            <form onSubmit={take} noValidate>
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
                        {formatMoney(fine.total_a_pagar, { locale: i18n.locale })} — {fine.titulo ?? fine.motivo ?? t`Fine`}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
              <div className="field">
                <label htmlFor={`${id}-amount`}>{t`Amount paid (R$)`}</label>
                <input
                  id={`${id}-amount`}
                  value={amount}
                  placeholder={money(chosenCents)}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  aria-describedby={`${id}-amount-hint`}
                  onChange={(event) => setAmount(event.target.value)}
                />
                <p id={`${id}-amount-hint`} className="hint">
                  <Trans>Empty: the ticked fines in full. Less: a part, the rest stays open.</Trans>
                </p>
              </div>
              <div className="field">
                <label htmlFor={`${id}-method`}>{t`Payment method`}</label>
                <select id={`${id}-method`} value={method} onChange={(event) => setMethod(event.target.value as DeskPaymentMethod)}>
                  {DESK_PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {i18n._(PAYMENT_METHODS[m])}
                    </option>
                  ))}
                </select>
              </div>
              {method === 'dinheiro' && (
                <div className="field">
                  <label htmlFor={`${id}-handed`}>{t`Cash received (R$)`}</label>
                  <input id={`${id}-handed`} value={handed} inputMode="decimal" autoComplete="off" maxLength={12} onChange={(event) => setHanded(event.target.value)} />
                </div>
              )}
              {change && (
                <p className="change-due" role="status">
                  <Trans>Change due: {change}</Trans>
                </p>
              )}
              <div className="field">
                <label htmlFor={`${id}-desk`}>{t`This desk`}</label>
                <input id={`${id}-desk`} required data-missing={t`Name this desk (for the day’s closing).`} value={desk} maxLength={60} autoComplete="off" onChange={(event) => setDesk(event.target.value)} />
              </div>
              <div className="button-row">
                <button type="submit" className="button" disabled={pay.isPending || chosen.length === 0} {...network.controlProps}>
                  <Trans>Take payment</Trans>
                </button>
              </div>
              {problem && (
                <p className="field-error" role="alert">
                  {problem}
                </p>
              )}
            </form>
          )}
        </div>
      )}
      <DeskAnswer error={answer?.error}>{done && <ReceiptSummary receipt={done} onPrint={() => print(<ReceiptSlip receipt={done} />)} />}</DeskAnswer>
      <RefundForm desk={desk} />
    </section>
  );
}

function ReceiptSummary({ receipt, onPrint }: { receipt: DeskReceipt; onPrint: () => void }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents / 100, { locale: i18n.locale });
  const number = receipt.recibo;
  const paid = money(receipt.valor_centavos);
  const left = money(receipt.debito_restante_centavos);
  const change = money(receipt.troco_centavos);
  return (
    <>
      <p>
        <Trans>
          Receipt no. {number}: {paid} taken. Still owed: {left}.
        </Trans>{' '}
        {receipt.troco_centavos > 0 && <Trans>Give {change} change.</Trans>}
      </p>
      <button type="button" className="button button-secondary" onClick={onPrint}>
        <Trans>Print receipt</Trans>
      </button>
    </>
  );
}

/** A refund or correction of one payment, by its receipt number, with a reason (its own entry, audited). */
function RefundForm({ desk }: { desk: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const { print } = usePrinter();
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<{ done?: DeskReceipt; error?: ApiError } | null>(null);
  const refund = useMutation({
    mutationFn: () => deskActions.refundPayment(queryClient, Number(number), reason.trim(), desk.trim() || '—'),
    onSuccess: (result) => setAnswer(result.ok ? { done: result.data } : { error: result.error }),
  });
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || !/^\d{1,9}$/.test(number.trim()) || !reason.trim()) return;
    refund.mutate();
  }
  const done = answer?.done;
  const entry = done?.recibo;
  const amount = done ? formatMoney(done.valor_centavos / 100, { locale: i18n.locale }) : '';
  return (
    <details className="desk-refund">
      <summary>{t`Refund or correct a payment`}</summary>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-receipt`}>{t`Receipt number`}</label>
          <input id={`${id}-receipt`} required value={number} inputMode="numeric" maxLength={9} autoComplete="off" onChange={(event) => setNumber(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t`Reason (required)`}</label>
          <input id={`${id}-reason`} required value={reason} maxLength={500} autoComplete="off" onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-secondary" disabled={refund.isPending} {...network.controlProps}>
            <Trans>Refund</Trans>
          </button>
        </div>
      </form>
      <DeskAnswer error={answer?.error}>
        {done && (
          <>
            <p>
              <Trans>
                Refund no. {entry}: {amount}.
              </Trans>
            </p>
            <button type="button" className="button button-secondary" onClick={() => print(<ReceiptSlip receipt={done} />)}>
              <Trans>Print receipt</Trans>
            </button>
          </>
        )}
      </DeskAnswer>
    </details>
  );
}
