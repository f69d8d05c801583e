import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import type { Outcome } from '../../../../api/outcome';
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
}

/**
 * A desk card with one action (check-out, return): its fields, one button (off while
 * offline or sending), and under them what is missing, or the server's answer.
 */
export function DeskActionForm<T>({ title, children, submitLabel, complete, incomplete, act, onDone, describe }: DeskActionFormProps<T>) {
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [missing, setMissing] = useState(false);
  const [answer, setAnswer] = useState<{ done?: T; error?: ApiError } | null>(null);
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
    action.mutate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={submit} noValidate>
        {children}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.isPending} {...network.controlProps}>
            {submitLabel}
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
    </section>
  );
}
