// A staff form that adds a record or changes and removes one (network partners, subscribed
// databases): the value being edited, the server's refusal shown beside the form, a notice
// when saved or removed, and the Add / Save / Remove buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../api/errors';
import type { Outcome } from '../api/outcome';
import { notify } from '../lib/notices';
import { useFieldChecks } from './field-checks';

export interface RecordFormOptions<V> {
  initial: V;
  /** What a new-record form goes back to once its record is added. */
  empty: V;
  /** The record changed, or null for a new one. */
  code: number | null;
  save: (code: number | null, value: V) => Promise<Outcome<unknown>>;
  remove: (code: number) => Promise<Outcome<unknown>>;
  saved: string;
  removed: string;
}

export function useRecordForm<V>({ initial, empty, code, save, remove, saved, removed }: RecordFormOptions<V>) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ApiError | null>(null);
  const set = <K extends keyof V>(key: K, v: V[K]) => setValue((old) => ({ ...old, [key]: v }));
  const saving = useMutation({
    mutationFn: () => save(code, value),
    onSuccess: (result) => {
      if (!result.ok) return setError(result.error);
      setError(null);
      if (code === null) setValue(empty);
      notify('success', saved);
    },
  });
  const removing = useMutation({
    mutationFn: () => remove(code!),
    onSuccess: (result) => (result.ok ? notify('success', removed) : setError(result.error)),
  });
  const checkFields = useFieldChecks();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Each empty or wrong field marked beside itself, the first focused (field-checks.ts).
    if (!checkFields(event.currentTarget)) return;
    saving.mutate();
  };
  return { value, set, error, submit, isNew: code === null, saving, removing };
}

/** Add (a new record) or Save and Remove (one that exists). */
export interface RecordFormButtonsProps {
  form: { isNew: boolean; saving: { isPending: boolean }; removing: { isPending: boolean; mutate: () => void } };
}

export function RecordFormButtons({ form }: RecordFormButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={form.saving.isPending}>{form.isNew ? t`Add` : t`Save`}</button>
      {!form.isNew && (
        <button type="button" className="button button-secondary" disabled={form.removing.isPending} onClick={() => form.removing.mutate()}>
          <Trans>Remove</Trans>
        </button>
      )}
    </div>
  );
}
