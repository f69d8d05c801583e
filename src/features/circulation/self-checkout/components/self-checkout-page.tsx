// /meupergamum/autoemprestimo (issue 39 item 3): borrow with the phone inside the library.
// First presence: the entrance code arrives in the address the entrance's QR code encodes
// (?biblioteca=&codigo=), or the patron asks from the library's network; then copies are
// scanned with the camera or typed, each lent by the server's circulation core; the receipt
// below is what to show at the exit.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeApiError, isApiError } from '../../../../api/errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { FormField } from '../../../../components/form-field';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { selfCheckoutErrorText } from '../messages';
import { oneAtATime } from '../one-at-a-time';
import { borrowCopy, selfCheckoutKeys, selfCheckoutQueries, startVisit } from '../queries';
import { parseSelfCheckoutSearch } from '../search';
import { CopyScanner } from './copy-scanner';
import { Receipt } from './receipt';
import '../self-checkout.css';

export function SelfCheckoutPage() {
  const { t } = useLingui();
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const search = parseSelfCheckoutSearch(raw);
  return (
    <>
      <PageHeading title={t`Check out with the phone`} />
      <OfflineNotice />
      {search.visita ? <Visit visit={search.visita} /> : <Presence library={search.biblioteca} code={search.codigo} />}
    </>
  );
}

/** Proving presence: at once with the scanned entrance code, or on request from the library's network. */
function Presence({ library, code }: { library?: number; code?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  async function start(body: { cod_biblioteca?: number; codigo?: string }) {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await startVisit(body);
      if (!outcome.ok) {
        setRefusal(selfCheckoutErrorText(i18n, outcome.error));
        return;
      }
      queryClient.setQueryData(selfCheckoutKeys.receipt(outcome.data.cod_visita), outcome.data);
      // The entrance code leaves the address; the visit stays in it across a reload.
      await navigate({ href: `/meupergamum/autoemprestimo?visita=${outcome.data.cod_visita}`, replace: true });
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (code && library && !started.current) {
      started.current = true;
      void start({ cod_biblioteca: library, codigo: code });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scanned code
  }, [code, library]);

  return (
    <section aria-labelledby="self-checkout-presence">
      <h2 id="self-checkout-presence">{t`First, show that you are in the library`}</h2>
      <p>
        <Trans>Scan the QR code on the screen at the library's entrance or desk with your phone's camera. It opens this page ready to borrow.</Trans>
      </p>
      <p>
        <Trans>Connected to the library's own network? You can start without the code.</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={() => void start({})} {...network.controlProps}>
          <Trans>Start on the library's network</Trans>
        </button>
      </div>
      {busy && <p role="status"><Trans>Checking that you are in the library…</Trans></p>}
      {refusal && <p role="alert" className="form-error">{refusal}</p>}
    </section>
  );
}

/** An open visit: scan or type a copy's barcode, each loan added to the receipt. */
function Visit({ visit }: { visit: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const receipt = useQuery(selfCheckoutQueries.receipt(visit));
  const [barcode, setBarcode] = useState('');
  const [camera, setCamera] = useState(false);
  const [answer, setAnswer] = useState<{ ok: string } | { error: string } | null>(null);
  // Copies being lent or waiting their turn: a code the camera reads meanwhile waits, never dropped.
  const [pending, setPending] = useState(0);
  const [inTurn] = useState(oneAtATime);
  const busy = pending > 0;
  const checkFields = useFieldChecks();

  async function lend(label: string) {
    // No answer at all (the connection dropped): said as the §8 message, never silence.
    const outcome = await borrowCopy(queryClient, visit, label).catch((error: unknown) => ({ ok: false as const, noAnswer: error }));
    if (!outcome.ok) setAnswer({ error: 'noAnswer' in outcome ? describeApiError(outcome.noAnswer, i18n).text : selfCheckoutErrorText(i18n, outcome.error) });
    else {
      const item = outcome.data.itens[outcome.data.itens.length - 1];
      const due = item ? i18n.date(`${item.data_devolucao_prevista}T12:00:00`, { dateStyle: 'medium' }) : '';
      setAnswer({ ok: item ? t`Borrowed: ${item.titulo}, due ${due}.` : t`Borrowed.` });
      setBarcode('');
    }
  }

  async function borrow(code: string) {
    const label = code.trim();
    if (!label) return;
    setPending((n) => n + 1);
    try {
      await inTurn(() => lend(label));
    } finally {
      setPending((n) => n - 1);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget) || !barcode.trim() || busy) return;
    void borrow(barcode);
  }

  if (receipt.isPending) return <p role="status"><Trans>Loading your receipt…</Trans></p>;
  if (receipt.isError) {
    const message = isApiError(receipt.error) ? selfCheckoutErrorText(i18n, receipt.error) : t`The receipt could not be loaded.`;
    return <p role="alert" className="form-error">{message}</p>;
  }
  const open = receipt.data.aberta;
  return (
    <>
      {open ? (
        <section aria-labelledby="self-checkout-borrow" className="self-checkout-borrow">
          <h2 id="self-checkout-borrow">{t`Borrow a copy`}</h2>
          <p><Trans>You are in {receipt.data.biblioteca}. Scan each copy's barcode, or type its number.</Trans></p>
          <div className="button-row">
            <button type="button" className="button button-secondary" aria-pressed={camera} onClick={() => setCamera((on) => !on)}>
              {camera ? <Trans>Close the camera</Trans> : <Trans>Scan with the camera</Trans>}
            </button>
          </div>
          {camera && <CopyScanner onCode={(code) => void borrow(code)} />}
          <form onSubmit={submit} noValidate className="self-checkout-form">
            <FormField label={t`Copy barcode`}>
              {(control) => (
                <input {...control} value={barcode} required data-missing={t`Type the number under the copy's barcode.`} autoComplete="off" maxLength={40} onChange={(event) => setBarcode(event.target.value)} />
              )}
            </FormField>
            <div className="button-row">
              <button type="submit" className="button" disabled={busy} {...network.controlProps}>
                <Trans>Borrow this copy</Trans>
              </button>
            </div>
          </form>
          {answer && ('ok' in answer
            ? <p role="status">{answer.ok}</p>
            : <p role="alert" className="form-error">{answer.error}</p>)}
        </section>
      ) : (
        <p role="status"><Trans>This visit has ended: show this receipt at the exit, or scan the entrance code again to borrow more.</Trans></p>
      )}
      <Receipt receipt={receipt.data} />
      <p><Trans>Show this receipt at the exit. Staff can check its verification code.</Trans></p>
    </>
  );
}
