import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DeskQueueRecord } from '../../../../lib/storage/db';
import { formatDate, formatMoney, formatTime } from '../../../../lib/format';
import { deskReasonText } from '../messages';
import { pendingItems } from '../../../../lib/desk-queue/queue-rules';
import { useDeskQueue, type ApplyState } from '../offline/use-desk-queue';
import { OverrideReasonForm } from './override-reason-form';

/**
 * The offline desk (issue 36 item 9): while offline, what the desk can and cannot do; then the
 * clerk's queued check-outs and returns, what became of each once applied, and each conflict
 * with its resolution (check out anyway with a reason, where the role allows, or discard).
 * Shown while offline or while the clerk has items; otherwise nothing.
 */
export function OfflineQueue() {
  const { t } = useLingui();
  const id = useId();
  const { records, summary, online, applyState, apply, resolve, clearApplied } = useDeskQueue();
  if (online && records.length === 0) return null;
  const pending = pendingItems(records);
  const applied = records.filter((r) => r.state === 'applied');
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card desk-offline">
      <h2 id={`${id}-title`}>{t`Offline transactions`}</h2>
      {!online && (
        <div className="refusal">
          <p>
            <Trans>
              The connection is down. Check-outs and returns are kept on this computer and applied, in the order scanned, when it
              returns.
            </Trans>
          </p>
          <p>
            <Trans>
              Offline the desk cannot see a patron’s blocks, suspensions, fines or loan limit, nor whether a copy is on loan or set
              aside for a hold. Each transaction is checked when it is applied; what the rules refuse is listed here for you to
              resolve.
            </Trans>
          </p>
        </div>
      )}
      <QueueStatus state={applyState} online={online} waiting={summary.waiting} conflicts={summary.conflicts} />
      {online && summary.waiting > 0 && applyState !== 'applying' && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => void apply()}>
            <Trans>Apply now</Trans>
          </button>
        </div>
      )}
      {pending.length > 0 && (
        <table className="responsive-table desk-session-table">
          <caption className="visually-hidden">{t`Transactions waiting to be applied`}</caption>
          <QueueHead />
          <tbody>
            {pending.map(({ item, held }) => (
              <tr key={item.id}>
                <QueueCells item={item} />
                <td data-label={t`State`}>
                  {item.state === 'conflict' ? (
                    <Conflict item={item} resolve={resolve} />
                  ) : held ? (
                    <Trans>Waiting for the conflict above on this copy.</Trans>
                  ) : item.discard ? (
                    <Trans>Being discarded.</Trans>
                  ) : (
                    <Trans>Waiting.</Trans>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {applied.length > 0 && (
        <>
          <h3>{t`Applied`}</h3>
          <table className="responsive-table desk-session-table">
            <caption className="visually-hidden">{t`Offline transactions applied`}</caption>
            <QueueHead />
            <tbody>
              {applied.map((item) => (
                <tr key={item.id}>
                  <QueueCells item={item} />
                  <td data-label={t`State`}>
                    <AppliedOutcome item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => void clearApplied()}>
              <Trans>Clear applied from the list</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function QueueStatus({ state, online, waiting, conflicts }: { state: ApplyState; online: boolean; waiting: number; conflicts: number }) {
  return (
    <p role="status">
      {!online ? (
        waiting > 0 ? (
          <Plural value={waiting} one="# transaction waiting for the connection." other="# transactions waiting for the connection." />
        ) : (
          <Trans>Nothing queued yet.</Trans>
        )
      ) : state === 'applying' ? (
        <Trans>Applying the queued transactions…</Trans>
      ) : state === 'session-ended' ? (
        <Trans>Your session has ended: log in again to apply the queued transactions. They are kept on this computer.</Trans>
      ) : state === 'failed' && waiting > 0 ? (
        <Trans>The server could not apply the queued transactions now. They are kept; try again.</Trans>
      ) : conflicts > 0 ? (
        <Plural value={conflicts} one="# transaction needs your decision." other="# transactions need your decision." />
      ) : waiting > 0 ? (
        <Plural value={waiting} one="# transaction waiting." other="# transactions waiting." />
      ) : (
        <Trans>All queued transactions were applied.</Trans>
      )}
    </p>
  );
}

function QueueHead() {
  const { t } = useLingui();
  return (
    <thead>
      <tr>
        <th scope="col">{t({ message: 'Time', comment: 'Column of the offline desk queue: when the scan happened at the desk' })}</th>
        <th scope="col">{t`Transaction`}</th>
        <th scope="col">{t`Patron`}</th>
        <th scope="col">{t`Item barcode`}</th>
        <th scope="col">{t`State`}</th>
      </tr>
    </thead>
  );
}

function QueueCells({ item }: { item: DeskQueueRecord }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <td data-label={t`Time`}>{formatTime(item.at, { locale: i18n.locale })}</td>
      <td data-label={t`Transaction`}>{item.kind === 'checkout' ? t`Check out` : t`Return`}</td>
      <td data-label={t`Patron`}>{item.patron ?? '—'}</td>
      <td data-label={t`Item barcode`}>{item.barcode}</td>
    </>
  );
}

function AppliedOutcome({ item }: { item: DeskQueueRecord }) {
  const { i18n } = useLingui();
  const outcome = item.outcome;
  if (!outcome) return <Trans>Applied.</Trans>;
  const title = outcome.titulo;
  const name = outcome.nome;
  if (outcome.devolver_ate) {
    const due = formatDate(outcome.devolver_ate, { locale: i18n.locale });
    return (
      <Trans>
        Lent to {name}: “{title}”, due {due}.
      </Trans>
    );
  }
  const fine = outcome.multa ? formatMoney(outcome.multa, { locale: i18n.locale }) : '';
  return (
    <>
      <Trans>
        “{title}” returned by {name}.
      </Trans>{' '}
      {fine && <Trans>Fine: {fine}.</Trans>}
    </>
  );
}

/** A conflict and its resolution: the refusal in words, a reason to check out anyway where allowed, or discard. */
function Conflict({ item, resolve }: { item: DeskQueueRecord; resolve: (id: string, choice: { reason: string } | { discard: true }) => Promise<boolean> }) {
  const { t, i18n } = useLingui();
  const barcode = item.barcode;
  return (
    <div className="desk-conflict">
      <p className="field-error">
        <strong>{t`Conflict:`}</strong> {deskReasonText(i18n, item.conflict ?? 'error.unexpected')}
      </p>
      {item.overridable && (
        <OverrideReasonForm label={t`Reason to check out anyway (item ${barcode})`} onReason={(reason) => void resolve(item.id, { reason })} />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => void resolve(item.id, { discard: true })}>
          <Trans>Discard</Trans>
          <span className="visually-hidden"> {t`item ${barcode}`}</span>
        </button>
      </div>
    </div>
  );
}
