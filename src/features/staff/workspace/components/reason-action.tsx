// An action on a patron's behalf: a button that opens a small form asking why (required;
// the audit trail keeps it), with any fields of its own, then the confirming button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { describeApiError } from '../../../../api/errors';
import type { Outcome } from '../../../../api/outcome';
import { useNetworkGate } from '../../../../components/offline-notice';
import { useFieldChecks } from '../../../../components/field-checks';

interface ReasonActionProps {
  /** The button that opens the form (names what it acts on, for screen readers). */
  label: string;
  /** The confirming button's text. */
  confirm: string;
  /** Fields of its own (an amount), shown before the reason. */
  children?: ReactNode;
  /** Checks its own fields; a message, or null when they are fine. */
  check?: () => string | null;
  run: (reason: string) => Promise<Outcome<unknown>>;
  /** Said once it is done. */
  done: string;
  /** The text field's label, when it is a note rather than a reason (Reason (required) otherwise). */
  reasonLabel?: string;
}

export function ReasonAction({ label, confirm, children, check, run, done, reasonLabel }: ReasonActionProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const network = useNetworkGate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);

  const checkFields = useFieldChecks();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || busy) return;
    const own = check?.() ?? null;
    const message = own ?? (reason.trim() ? null : t`Give the reason for this action.`);
    setProblem(message);
    if (message) return;
    setBusy(true);
    try {
      const outcome = await run(reason.trim());
      if (outcome.ok) {
        setOpen(false);
        setReason('');
        setFinished(true);
      } else {
        setProblem(describeApiError(outcome.error, i18n).text);
      }
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <>
        <button type="button" className="button button-secondary" onClick={() => { setOpen(true); setFinished(false); }}>
          {label}
        </button>
        {finished && <span role="status" className="action-done">{done}</span>}
      </>
    );
  }
  return (
    <form className="reason-action" onSubmit={submit} noValidate aria-label={label}>
      {children}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{reasonLabel ?? t`Reason (required)`}</label>
        <textarea
          id={`${id}-reason`}
          required
          data-missing={t`Give the reason for this action.`}
          value={reason}
          maxLength={500}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} {...network.controlProps}>
          {confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={() => { setOpen(false); setProblem(null); }}>
          <Trans>Cancel</Trans>
        </button>
        {network.hint}
      </div>
    </form>
  );
}
