import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { dateRangeError, type DateRange } from './date-range';
import { useFieldChecks } from './field-checks';
import { DateField } from './date-field';

interface DateRangeFilterProps {
  /** Filter only between two dates (alerts, spec §5). */
  bothRequired?: boolean;
  /** Fields chosen with the dates (a status), shown before them. */
  children?: ReactNode;
  /** The dates once they pass the rule; an empty range shows everything. */
  onFilter: (range: DateRange) => void;
}

/** A list's From/To filter: the form, the rule of spec §5 and its message. */
export function DateRangeFilter({ bothRequired = false, children, onFilter }: DateRangeFilterProps) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState(false);
  const [problem, setProblem] = useState<'both' | 'order' | null>(null);

  function apply(nextFrom: string, nextTo: string) {
    const error = dateRangeError(nextFrom, nextTo, bothRequired);
    setProblem(error);
    if (error) return;
    setApplied(Boolean(nextFrom || nextTo));
    onFilter({ ...(nextFrom ? { dataIni: nextFrom } : {}), ...(nextTo ? { dataFim: nextTo } : {}) });
  }

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    apply(from, to);
  }

  function clear() {
    setFrom('');
    setTo('');
    apply('', '');
  }

  return (
    <>
      <form className="inline-field date-range" onSubmit={submit} noValidate>
        {children}
        <div className="field">
          <label htmlFor={`${id}-from`}>{t`From`}</label>
          <DateField id={`${id}-from`} value={from} onChange={setFrom} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t`To`}</label>
          <DateField id={`${id}-to`} value={to} onChange={setTo} />
        </div>
        <button type="submit" className="button button-secondary">
          <Trans>Show</Trans>
        </button>
        {applied && (
          <button type="button" className="button button-secondary" onClick={clear}>
            <Trans>Clear the dates</Trans>
          </button>
        )}
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem === 'both' ? <Trans>Fill in both dates to filter.</Trans> : <Trans>The start date cannot be after the end date.</Trans>}
        </p>
      )}
    </>
  );
}
