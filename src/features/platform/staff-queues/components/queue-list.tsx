// The one list every staff queue shows (issue 36 item 6): its filters, the page of items
// (each with its claim, history and move), paging, and bulk actions where a queue has them
// (approve these comments). The server's one query shape (GET /balcao/filas/{fila}) answers
// every queue; the moves are each queue's own calls, handed in as `move` and `bulk`.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ErrorMessage } from '../../../../components/error-message';
import { Pagination } from '../../../../components/pagination';
import { staffQueueKeys, staffQueueQueries, type QueueFilters } from '../queries';
import { QueueFilterForm } from './queue-filters';
import { QueueItemCard, type QueueMove } from './queue-item';
import '../staff-queues.css';

export interface QueueBulk {
  label: string;
  /** Runs on the chosen items; answers the message to announce. */
  run: (ids: number[]) => Promise<string>;
}

export interface QueueListProps {
  queue: string;
  title: string;
  stateLabel: (code: string) => string;
  kindLabel?: (code: string) => string;
  move: QueueMove;
  bulk?: QueueBulk[];
  /** Other views the queue's moves change (the menu's counts). */
  onChanged?: () => Promise<unknown>;
}

export function QueueList({ queue, title, stateLabel, kindLabel, move, bulk, onChanged }: QueueListProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<QueueFilters>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const page = useQuery(staffQueueQueries.page(queue, filters));
  const items = page.data?.itens ?? [];
  const total = page.data?.total ?? 0;
  const selectable = items.filter((i) => i.proximas.length > 0).map((i) => i.id);

  async function changed(text: string) {
    setMessage(text);
    setSelected([]);
    await Promise.all([queryClient.invalidateQueries({ queryKey: staffQueueKeys.queue(queue) }), onChanged?.()]);
    status.current?.focus();
  }

  async function runBulk(action: QueueBulk) {
    if (busy || selected.length === 0) return;
    setBusy(true);
    try {
      await changed(await action.run(selected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="staff-queue">
      <h2 id={`${id}-title`} className="visually-hidden">{title}</h2>
      <QueueFilterForm filters={filters} options={page.data?.opcoes} stateLabel={stateLabel} kindLabel={kindLabel}
        onFilter={(next) => { setSelected([]); setFilters(next); }} />
      <p ref={status} tabIndex={-1} role="status" className="queue-status">
        {message && <>{message} </>}
        {page.isSuccess && <Trans>Items: {total}</Trans>}
      </p>
      {page.isError && <ErrorMessage error={page.error} />}
      {page.isPending && <p>{t`Loading…`}</p>}
      {page.isSuccess && items.length === 0 && <p>{t`Nothing in this queue matches these filters.`}</p>}
      {bulk && items.length > 0 && (
        <div className="button-row queue-bulk" role="group" aria-label={t`Chosen items`}>
          <label>
            <input type="checkbox" checked={selectable.length > 0 && selected.length === selectable.length}
              onChange={(e) => setSelected(e.target.checked ? selectable : [])} />{' '}
            {t`Select every item on this page`}
          </label>
          {bulk.map((action) => (
            <button key={action.label} type="button" className="button" disabled={busy || selected.length === 0} onClick={() => void runBulk(action)}>
              {action.label} ({selected.length})
            </button>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className="queue-items">
          {items.map((item) => (
            <QueueItemCard key={item.id} queue={queue} item={item} move={move} stateLabel={stateLabel} kindLabel={kindLabel}
              selected={selected.includes(item.id)}
              onSelect={bulk && item.proximas.length > 0 ? (on) => setSelected((s) => (on ? [...s, item.id] : s.filter((x) => x !== item.id))) : undefined}
              onMoved={(text) => void changed(text)} />
          ))}
        </ul>
      )}
      {page.data && total > page.data.por_pagina && (
        <Pagination page={page.data.pagina} pageCount={Math.ceil(total / page.data.por_pagina)} label={t`Pages of ${title}`}
          onPage={(next) => setFilters((f) => ({ ...f, pagina: next }))} />
      )}
    </section>
  );
}
