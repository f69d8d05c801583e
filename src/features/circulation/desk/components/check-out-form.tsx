import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, type ApiError } from '../../../../api/errors';
import type { DeskCheckOut, DeskPatron } from '../../../../api/types';
import { DueMoveNote } from '../../../../components/due-move-note';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate } from '../../../../lib/format';
import { deskActions, deskQueries } from '../queries';
import { DeskAnswer } from './desk-answer';
import { useDeskSession } from './desk-session';
import { OfflineCheckOut, QueuedAnswer, useQueueScan } from './offline-check-out';
import type { DeskQueueRecord } from '../../../../lib/storage/db';
import { PatronPanel } from './patron-panel';
import { OverrideReasonForm } from './override-reason-form';
import { useFieldChecks } from '../../../../components/field-checks';

/**
 * Check-out, scanner first (issue 36 item 1): the patron's card or login and Enter shows who
 * they are and what the rules say before the first scan; then each item barcode and Enter
 * lends it, and focus stays in the barcode field for the next. A refusal is overridden, by
 * whoever may, with a reason the server keeps in the audit trail. Offline (issue 36 item 9) the
 * patron is taken as typed and each scan is queued for the server to apply when the connection returns.
 */
export function CheckOutForm() {
  const { t } = useLingui();
  const id = useId();
  const network = useNetworkGate();
  const session = useDeskSession();
  const [typed, setTyped] = useState('');
  const [login, setLogin] = useState<string | null>(null);
  const [offlinePatron, setOfflinePatron] = useState<string | null>(null);
  const patronField = useRef<HTMLInputElement>(null);
  const patron = useQuery({ ...deskQueries.patron(login ?? ''), enabled: login !== null });
  const { begin } = session;
  const found = patron.data;
  useEffect(() => {
    if (found) begin({ login: found.login, cod_pessoa: found.cod_pessoa, nome: found.nome });
  }, [found, begin]);

  // Back online with a patron taken offline: look them up, so the next scans go to the server.
  useEffect(() => {
    if (!network.offline && offlinePatron !== null) {
      setLogin(offlinePatron);
      setOfflinePatron(null);
    }
  }, [network.offline, offlinePatron]);

  const checkFields = useFieldChecks();

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!typed.trim()) return;
    if (network.offline) {
      setLogin(null);
      begin(null);
      setOfflinePatron(typed.trim());
      return;
    }
    setLogin(typed.trim());
  }

  function nextPatron() {
    setTyped('');
    setLogin(null);
    setOfflinePatron(null);
    begin(null);
    patronField.current?.focus();
  }

  const lookupError = patron.isError && isApiError(patron.error) ? patron.error : null;
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card desk-checkout">
      <h2 id={`${id}-title`}>{t`Check out`}</h2>
      <form onSubmit={find} noValidate>
        <div className="field">
          <label htmlFor={`${id}-patron`}>{t`Patron login or barcode`}</label>
          <input
            id={`${id}-patron`}
            required
            ref={patronField}
            value={typed}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-secondary">
            {network.offline ? <Trans>Check out offline</Trans> : <Trans>Show patron</Trans>}
          </button>
          {(login !== null || offlinePatron !== null) && (
            <button type="button" className="button button-secondary" onClick={nextPatron}>
              <Trans>Next patron</Trans>
            </button>
          )}
        </div>
      </form>
      {offlinePatron !== null && <OfflineCheckOut key={offlinePatron} login={offlinePatron} />}
      <DeskAnswer error={lookupError} />
      {found && found.login.toLowerCase() === login?.toLowerCase() && <PatronAtDesk key={found.cod_pessoa} patron={found} />}
    </section>
  );
}

function PatronAtDesk({ patron }: { patron: DeskPatron }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const queue = useQueueScan();
  const [queued, setQueued] = useState<DeskQueueRecord | null>(null);
  const { record } = useDeskSession();
  const [override, setOverride] = useState<string | null>(null);
  const [barcode, setBarcode] = useState('');
  const [answer, setAnswer] = useState<{ done?: DeskCheckOut; error?: ApiError } | null>(null);
  const [missing, setMissing] = useState(false);
  const barcodeField = useRef<HTMLInputElement>(null);
  const asksReason = !patron.pode_emprestar && patron.pode_liberar && override === null;
  // Before the first scan the clerk reads the panel; focus waits where the next key goes (the reason form takes it itself).
  useEffect(() => {
    if (!asksReason) barcodeField.current?.focus();
  }, [asksReason]);

  const lend = useMutation({
    mutationFn: () => deskActions.checkOut(queryClient, patron.login, barcode, override ?? undefined),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.data } : { error: result.error });
      if (result.ok) {
        record({ kind: 'checkout', done: result.data });
        setBarcode('');
      }
      barcodeField.current?.focus();
    },
  });

  const checkFields = useFieldChecks();
  async function scan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (lend.isPending) return;
    setMissing(!barcode.trim());
    if (!barcode.trim()) return;
    setAnswer(null);
    setQueued(null);
    if (network.offline) {
      // The panel above is as it was before the connection dropped: the server checks again when it applies the scan.
      setQueued(await queue({ kind: 'checkout', patron: patron.login, barcode, ...(override ? { reason: override } : {}) }));
      setBarcode('');
      barcodeField.current?.focus();
      return;
    }
    lend.mutate();
  }

  const reason = override ?? '';
  return (
    <>
      <PatronPanel patron={patron} />
      {!patron.pode_emprestar && (
        <div className="refusal" role="alert">
          {override !== null ? (
            <p>
              <Trans>Checking out anyway. Reason: {reason}</Trans>
            </p>
          ) : patron.pode_liberar ? (
            <p>
              <Trans>Loans are refused. To check out anyway, give the reason (kept in the audit trail).</Trans>
            </p>
          ) : patron.motivo === 'error.patron-separated' ? (
            <p>
              <Trans>Loans are refused and this cannot be overridden.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Loans are refused. Only staff with the patrons role can check out anyway.</Trans>
            </p>
          )}
        </div>
      )}
      {asksReason && <OverrideReasonForm label={t`Reason to check out anyway`} focus onReason={setOverride} />}
      {!asksReason && (
        <form onSubmit={(event) => void scan(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
            <input
              id={`${id}-barcode`}
              required
              ref={barcodeField}
              value={barcode}
              maxLength={40}
              autoComplete="off"
              inputMode="numeric"
              onChange={(event) => setBarcode(event.target.value)}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button" disabled={lend.isPending}>
              {network.offline ? <Trans>Queue check-out</Trans> : <Trans>Check out</Trans>}
            </button>
          </div>
          {network.offline && (
            <p className="refusal">
              <Trans>Offline: this panel is as it was before the connection dropped. A block or fine set since then is only seen when the queue is applied.</Trans>
            </p>
          )}
          {missing && (
            <p className="field-error" role="alert">
              <Trans>Enter the item barcode.</Trans>
            </p>
          )}
        </form>
      )}
      <DeskAnswer error={answer?.error}>{answer?.done !== undefined && <CheckOutSummary done={answer.done} />}</DeskAnswer>
      {queued && <QueuedAnswer record={queued} />}
    </>
  );
}

function CheckOutSummary({ done }: { done: DeskCheckOut }) {
  const { i18n } = useLingui();
  const name = done.nome;
  const title = done.emprestimo.titulo;
  const due = formatDate(done.emprestimo.data_devolucao, { locale: i18n.locale });
  return (
    <p>
      <Trans>
        Lent to {name}: “{title}”, due {due}.
      </Trans>
      {done.emprestimo.prazo_movido && (
        <>
          {' '}
          <DueMoveNote move={done.emprestimo.prazo_movido} due={done.emprestimo.data_devolucao} dueTime={done.emprestimo.hora_devolucao} />
        </>
      )}
      {done.reserva_atendida !== null && (
        <>
          {' '}
          <Trans>Their hold on this title is now fulfilled.</Trans>
        </>
      )}
    </p>
  );
}
