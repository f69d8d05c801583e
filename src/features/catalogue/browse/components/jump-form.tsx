import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';

/** Jump to the place in the index where a term would be (empty: back to the start). */
export function JumpForm({ initial, onJump }: { initial: string; onJump: (termo: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(initial);
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    onJump(value.trim());
  }
  return (
    <form role="search" aria-label={t`Jump to a heading`} className="search-form jump-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-term`}>
          <Trans>Jump to headings starting with</Trans>
        </label>
        <input id={`${id}-term`} type="search" maxLength={500} value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <button type="submit" className="button">
        <Trans comment="Jump to a place in a browse index">Go</Trans>
      </button>
    </form>
  );
}
