import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OutboxRecord } from '../../lib/storage/db';
import { appOutbox } from '../../lib/outbox/outbox-page';
import { refusalText } from './feedback-messages';
import { useOutboxItems, type OutboxFilter } from './use-outbox-items';
import './outbox.css';

const MAX_SHOWN = 5;

function excerpt(record: OutboxRecord): string {
  const text = String(record.kind === 'suggestion' ? record.body.titulo : record.body.content);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function ItemState({ record }: { record: OutboxRecord }) {
  const { t, i18n } = useLingui();
  switch (record.state) {
    case 'queued':
      return <span className="outbox-state outbox-queued">{t`Waiting for connection`}</span>;
    case 'sending':
      return <span className="outbox-state">{t`Sending…`}</span>;
    case 'sent':
      return <span className="outbox-state outbox-sent">{t`Sent`}</span>;
    case 'failed': {
      const reason = refusalText(i18n, record.error ?? '');
      return (
        <>
          <span className="outbox-state outbox-failed">{t`Failed: ${reason}`}</span>{' '}
          <button type="button" className="link-button" onClick={() => void appOutbox().then((outbox) => outbox.remove(record.id))}>
            {t`Dismiss`}
          </button>
        </>
      );
    }
  }
}

/** What the patron wrote through the outbox lately, each with its state (queued, sent, failed). */
export function OutboxItems(filter: OutboxFilter) {
  const headingId = useId();
  const items = useOutboxItems(filter).slice(0, MAX_SHOWN);
  if (!items.length) return null;
  return (
    <section className="outbox-items" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Sent from this device</Trans>
      </h3>
      {/* Announces state changes (e.g. 'Sent' once the connection returns). */}
      <ul aria-live="polite">
        {items.map((record) => (
          <li key={record.id} data-state={record.state}>
            <q>{excerpt(record)}</q> — <ItemState record={record} />
          </li>
        ))}
      </ul>
    </section>
  );
}
