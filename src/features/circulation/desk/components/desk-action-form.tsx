import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import type { Outcome } from '../../../../api/outcome';
import { useOnline } from '../../../../lib/online';
import { DeskAnswer } from './desk-answer';
import { useFieldChecks } from '../../../../components/field-checks';

interface DeskActionFormProps<T> {
  title: string;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: ReactNode;
  /** Whether the fields hold what the action needs; if not, `incomplete` is said and nothing is sent. */
  complete: boolean;
  incomplete: ReactNode;
  /** The desk action, with the fields' values. */
  act: (queryClient: QueryClient) => Promise<Outcome<T>>;
  /** After the server did it (e.g. empty the barcode for the next copy). */
  onDone?: (value: T) => void;
  /** What the desk reads once it is done. */
  describe: (value: T) => ReactNode;
  /** Offline, instead of `act`: keep the action for later (the offline desk's queue) and say so; the button reads `offlineLabel`. */
  offline?: { label: ReactNode; act: () => Promise<ReactNode> };
}

/**
 * A desk card with one action (check-out, return): its fields, one button (off while
 * sending, and offline unless the action can be queued), and under them what is missing,
 * or the server's answer, or what was queued.
 */
export function DeskActionForm<T>({ title, children, submitLabel, complete, incomplete, act, onDone, describe, offline }: DeskActionFormProps<T>) {
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate(offline !== undefined);
  const online = useOnline();
  const [missing, setMissing] = useState(false);
  const [answer, setAnswer] = useState<{ done?: T; error?: ApiError } | null>(null);
  const [queued, setQueued] = useState<ReactNode>(null);
  const action = useMutation({
    mutationFn: () => act(queryClient),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.data } : { error: result.error });
      if (result.ok) onDone?.(result.data);
    },
  });

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || action.isPending) return;
    setMissing(!complete);
    if (!complete) return;
    setAnswer(null);
    setQueued(null);
    if (!online && offline) {
      void offline.act().then(setQueued);
      return;
    }
    action.mutate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={submit} noValidate>
        {children}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.isPending} {...network.controlProps}>
            {!online && offline ? offline.label : submitLabel}
          </button>
          {network.hint}
        </div>
      </form>
      {missing && (
        <p className="field-error" role="alert">
          {incomplete}
        </p>
      )}
      <DeskAnswer error={answer?.error}>{answer?.done !== undefined && describe(answer.done)}</DeskAnswer>
      {queued}
    </section>
  );
}
