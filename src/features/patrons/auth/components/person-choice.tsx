import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { LoginChoice } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';

interface PersonChoiceProps {
  /** Why the choice is asked (the legend). */
  legend: string;
  choices: LoginChoice[];
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onChoose(choice: LoginChoice): void;
  onCancel(): void;
}

/**
 * A choice among people: the persons behind a shared login name, or the logins of the
 * signed-in person (spec §4, §5: "a login choice must be made once duplicates are offered").
 */
export function PersonChoice({ legend, choices, submitLabel, busy, error, onChoose, onCancel }: PersonChoiceProps) {
  const { t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState(choices[0]?.codigo ?? '');
  const [missing, setMissing] = useState(false);

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const choice = choices.find((c) => c.codigo === chosen);
    if (!choice) {
      setMissing(true);
      return;
    }
    onChoose(choice);
  }

  const message = missing ? t`Choose one of the options.` : error;
  return (
    <form className="login-form" onSubmit={submit} noValidate aria-describedby={message ? `${id}-error` : undefined}>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
      <fieldset className="field">
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <div className="field-checkbox" key={`${choice.base ?? ''}-${choice.codigo}`}>
            <input
              id={`${id}-${choice.codigo}`}
              type="radio"
              name="person"
              value={choice.codigo}
              checked={chosen === choice.codigo}
              onChange={() => {
                setChosen(choice.codigo);
                setMissing(false);
              }}
            />
            <label htmlFor={`${id}-${choice.codigo}`}>{choice.nome}</label>
          </div>
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? <Trans>Please wait…</Trans> : submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          <Trans>Back</Trans>
        </button>
      </div>
    </form>
  );
}
