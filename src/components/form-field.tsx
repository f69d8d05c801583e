// The staff forms' rows (network partners, SIP2 terminals, staff roles, subscribed
// databases): a labelled control with its hint and its error tied to it by
// aria-describedby, a checkbox row, and the form's answer line. One shape and one layout
// (styles.css `.field`, `.field-checkbox`, `.hint`, `.field-error`) for every staff form.
import { useId, type ReactNode } from 'react';

/** What a row hands its control: the id its label points at and the ids of what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** This field's own error, read with the control, which is then marked invalid. */
  error?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above its control (input, select, textarea), then the hint and the error. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && <p id={hintId} className="hint">{hint}</p>}
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form's answer after a submit: an error announced at once, or a confirmation read politely. */
export function FormAnswer({ error, ok }: { error?: string | null; ok?: string | null }) {
  return (
    <>
      {error && <p className="field-error" role="alert">{error}</p>}
      {ok && <p role="status">{ok}</p>}
    </>
  );
}
