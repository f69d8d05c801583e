// A date, time or date-and-time field in the reader's language (issue 37 item 7): a text
// field with the language's pattern ('dd/mm/aaaa') as its hint, read with it by
// aria-describedby, instead of the native input, which Chromium draws in the browser's
// language. It hands the form what the native input would have: 'yyyy-mm-dd', 'hh:mm' or
// 'yyyy-mm-ddThh:mm', or '' while the field is empty or unreadable; an unreadable text is the
// field's own invalidity (setCustomValidity), which the form's field check (field-checks.ts)
// shows beside it with focus.
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { formatInputValue, inputPattern, parseInputText, type DateFieldKind } from './date-field-rules';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'defaultValue'>;

export interface DateFieldProps extends NativeProps {
  id: string;
  kind?: DateFieldKind;
  /** The native input's value: 'yyyy-mm-dd', 'hh:mm' or 'yyyy-mm-ddThh:mm'; '' for none. */
  value: string;
  onChange: (value: string) => void;
}

export function DateField({ id, kind = 'date', value, onChange, ...rest }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatInputValue(kind, value, locale));
  // The value last handed out, so a value set from outside (a form cleared, a record loaded)
  // rewrites the text and one the reader typed does not.
  const [handed, setHanded] = useState(value);
  const [shownLocale, setShownLocale] = useState(locale);
  if (value !== handed || locale !== shownLocale) {
    setHanded(value);
    setShownLocale(locale);
    if (value !== parseInputText(kind, text, shownLocale) || locale !== shownLocale) setText(formatInputValue(kind, value, locale));
  }
  const pattern = inputPattern(kind, locale);
  const readable = parseInputText(kind, text, locale) !== null;
  const problem =
    kind === 'date' ? t`Enter the date as ${pattern}.` : kind === 'time' ? t`Enter the time as ${pattern}.` : t`Enter the date and time as ${pattern}.`;
  useLayoutEffect(() => {
    input.current?.setCustomValidity(readable ? '' : problem);
  }, [readable, problem]);
  const hintId = `${id}-pattern`;
  const describedBy = [rest['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <>
      <input
        {...rest}
        ref={input}
        id={id}
        type="text"
        // As wide as what it asks for (and a little room), as the native input was: a text
        // field's default 20 characters made a row of two times scroll sideways at 320 px.
        size={rest.size ?? pattern.length + 2}
        inputMode={kind === 'datetime' ? undefined : 'numeric'}
        autoComplete={rest.autoComplete ?? 'off'}
        spellCheck={false}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseInputText(kind, next, locale) ?? '';
          setHanded(parsed);
          if (parsed !== value) onChange(parsed);
        }}
      />
      <span id={hintId} className="hint date-field-pattern">
        {pattern}
      </span>
    </>
  );
}
