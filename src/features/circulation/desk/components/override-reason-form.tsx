import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';

/**
 * "Check out anyway" (issue 36): the reason a refusal is overridden with, kept in the audit
 * trail, at least 3 characters, marked beside the field otherwise. The one form of the desk's
 * check-out over a refused patron and of the offline queue's overridable conflict.
 */
export function OverrideReasonForm({ label, onReason, focus = false }: { label: string; onReason: (reason: string) => void; focus?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const checkFields = useFieldChecks();
  // Where the clerk must decide before the next scan, the next key goes here.
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const short = reason.trim().length < 3;
    if (!checkFields(event.currentTarget, short ? [{ control: field.current, message: t`Give a reason of at least 3 characters.` }] : [])) return;
    onReason(reason.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{label}</label>
        <input
          id={`${id}-reason`}
          ref={field}
          name="reason"
          value={reason}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="button-row">
        <button type="submit" className="button">
          <Trans>Check out anyway</Trans>
        </button>
      </div>
    </form>
  );
}
