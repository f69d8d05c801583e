// One item of a staff queue (issue 36 item 6): what it is, who asked and when, who took it
// (Take / Let go), its note history, and the move: the next state and, where the queue has
// one, the note, which empties once the move is done.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import type { StaffQueueItem } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';
import { FormField } from '../../../../components/form-field';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDateTime } from '../../../../lib/format';
import { useSession } from '../../../../lib/session/use-session';
import { claimItem } from '../queries';

export interface QueueMove {
  note: 'none' | 'optional' | 'required';
  noteLabel?: string;
  /** The move button's words (Move). */
  submitLabel?: string;
  /** The queue's own call: null when done, else the refusal to show. */
  run: (item: StaffQueueItem, next: string, note: string) => Promise<string | null>;
}

interface QueueItemProps {
  queue: string;
  item: StaffQueueItem;
  move: QueueMove;
  stateLabel: (code: string) => string;
  kindLabel?: (code: string) => string;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onMoved: (message: string) => void;
}

export function QueueItemCard({ queue, item, move, stateLabel, kindLabel, selected, onSelect, onMoved }: QueueItemProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const { user } = useSession();
  const [next, setNext] = useState(item.proximas[0] ?? '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkFields = useFieldChecks();
  const mine = user && item.atribuido?.login === user.login;
  const title = item.resumo || item.nome;
  const when = formatDateTime(item.data, { locale: i18n.locale });

  async function claim(take: boolean) {
    if (network.offline || busy) return;
    setBusy(true);
    const outcome = await claimItem(queryClient, queue, item.id, take).finally(() => setBusy(false));
    setProblem(outcome.ok ? null : describeApiError(outcome.error, i18n).text);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || busy || !next) return;
    setProblem(null);
    setBusy(true);
    const refusal = await move.run(item, next, note.trim()).finally(() => setBusy(false));
    setProblem(refusal);
    if (refusal === null) {
      setNote('');
      const state = stateLabel(next);
      onMoved(t`“${title}” moved to ${state}.`);
    }
  }

  return (
    <li className="queue-item" data-queue-item={item.id}>
      <article aria-labelledby={`${id}-title`}>
        <div className="queue-item-head">
          {onSelect && (
            <input type="checkbox" id={`${id}-select`} checked={selected ?? false} onChange={(e) => onSelect(e.target.checked)}
              aria-label={t`Select “${title}”`} />
          )}
          <h3 id={`${id}-title`}>{title}</h3>
        </div>
        <p className="queue-item-meta">
          <span>{item.nome} ({item.login})</span>
          <span>{when}</span>
          <span>{stateLabel(item.situacao)}</span>
          {item.tipo && <span>{kindLabel ? kindLabel(item.tipo) : item.tipo}</span>}
          {item.desc_biblioteca && <span>{item.desc_biblioteca}</span>}
        </p>
        {item.detalhe && item.detalhe !== item.resumo && <blockquote>{item.detalhe}</blockquote>}
        <div className="button-row">
          <span>
            {item.atribuido ? (mine ? t`Assigned to you` : t`Assigned to ${item.atribuido.nome}`) : t`Nobody has taken it`}
          </span>
          {mine ? (
            <button type="button" className="button button-secondary" disabled={busy} {...network.controlProps} onClick={() => void claim(false)}>
              <Trans>Let it go</Trans>
            </button>
          ) : (
            <button type="button" className="button button-secondary" disabled={busy} {...network.controlProps} onClick={() => void claim(true)}>
              <Trans>Take it</Trans>
            </button>
          )}
        </div>
        {item.notas.length > 0 && (
          <details className="queue-item-history">
            <summary>{t`History (${item.notas.length})`}</summary>
            <ol>
              {item.notas.map((n, i) => (
                <li key={i}>
                  {formatDateTime(n.quando, { locale: i18n.locale })} · {n.autor ?? t`The system`}
                  {n.situacao && <> · {stateLabel(n.situacao)}</>}
                  {n.nota && <>: {n.nota}</>}
                </li>
              ))}
            </ol>
          </details>
        )}
        {item.proximas.length > 0 && (
          <form className="queue-item-move" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Move “${title}”`}>
            <FormField label={t`Move to`}>
              {(control) => (
                <select {...control} value={next} onChange={(e) => setNext(e.target.value)}>
                  {item.proximas.map((s) => <option key={s} value={s}>{stateLabel(s)}</option>)}
                </select>
              )}
            </FormField>
            {move.note !== 'none' && (
              <FormField label={move.noteLabel ?? t`Note to the patron`}>
                {(control) => <textarea {...control} required={move.note === 'required'} data-missing={t`Write the note before moving the item.`} value={note} maxLength={2000} rows={2} onChange={(e) => setNote(e.target.value)} />}
              </FormField>
            )}
            <div className="button-row">
              <button type="submit" className="button" disabled={busy} {...network.controlProps}>
                {move.submitLabel ?? <Trans>Move</Trans>}
              </button>
              {network.hint}
            </div>
          </form>
        )}
        {problem && <p className="field-error" role="alert">{problem}</p>}
      </article>
    </li>
  );
}
