import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';
import type { DeskQueueRecord } from '../../../../lib/storage/db';
import { queueScan, useClerk } from '../offline/use-desk-queue';

/** Queues a scan for the signed-in clerk; null when nobody is signed in (the desk is not shown then). */
export function useQueueScan() {
  const clerk = useClerk();
  return (scan: Pick<DeskQueueRecord, 'kind' | 'barcode' | 'patron' | 'reason'>) => (clerk === null ? Promise.resolve(null) : queueScan(clerk, scan));
}

/** What the desk says once a scan is queued. */
export function QueuedAnswer({ record }: { record: DeskQueueRecord }) {
  const barcode = record.barcode;
  const patron = record.patron ?? '';
  return (
    <div className="desk-answer" role="status">
      <p>
        {record.kind === 'checkout' ? (
          <Trans>Queued offline: check-out of item {barcode} to {patron}. It is checked when the connection returns.</Trans>
        ) : (
          <Trans>Queued offline: return of item {barcode}. It is applied when the connection returns.</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * Check-out while offline (issue 36 item 9): the patron as typed, unchecked, and each barcode
 * queued. What the desk cannot know offline (their blocks and limits) is said before the first scan.
 */
export function OfflineCheckOut({ login }: { login: string }) {
  const { t } = useLingui();
  const id = useId();
  const queue = useQueueScan();
  const [barcode, setBarcode] = useState('');
  const checkFields = useFieldChecks();
  const [queued, setQueued] = useState<DeskQueueRecord | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function scan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget) || !barcode.trim()) return;
    setQueued(await queue({ kind: 'checkout', patron: login, barcode }));
    setBarcode('');
    field.current?.focus();
  }

  return (
    <>
      <p className="refusal">
        <Trans>
          Offline: {login} is not looked up, and their blocks, fines and loan limit cannot be checked now. Each check-out is queued and
          checked when the connection returns.
        </Trans>
      </p>
      <form onSubmit={(event) => void scan(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
          <input
            id={`${id}-barcode`}
            ref={field}
            value={barcode}
            maxLength={40}
            required
            data-missing={t`Enter the item barcode.`}
            autoComplete="off"
            inputMode="numeric"
            onChange={(event) => setBarcode(event.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            <Trans>Queue check-out</Trans>
          </button>
        </div>
      </form>
      {queued && <QueuedAnswer record={queued} />}
    </>
  );
}
