import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { CLOSED, comboboxKey, type ComboboxState } from '../autocomplete';
import { comboboxInputProps } from './combobox-input';
import { catalogueQueries, MIN_COMPLETION_LENGTH } from '../queries';
import type { AutocompleteEntry } from '../types';
import { useDebouncedValue } from '../use-debounced-value';

const DEBOUNCE_MS = 250;

export interface SearchComboboxProps {
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** An option was chosen with Enter or a click. */
  onPick: (entry: AutocompleteEntry) => void;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The text was typed (into the plain box, search-box.tsx) before this combobox was drawn. */
  typedBefore?: boolean;
}

/** The search box with completions while typing: an ARIA combobox with a listbox popup. */
export function SearchCombobox({ id, name, value, onValueChange, onPick, invalid, describedBy, inputRef, typedBefore = false }: SearchComboboxProps) {
  const { t } = useLingui();
  // Completions follow typing only: a term restored from the URL opens nothing; one typed
  // into the plain box while this code loaded opens them if the box still has the focus.
  const [typed, setTyped] = useState(typedBefore);
  const [state, setState] = useState<ComboboxState>(() => (typedBefore && document.activeElement?.id === id ? { open: true, active: -1 } : CLOSED));
  const settled = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const wanted = typed && settled.length >= MIN_COMPLETION_LENGTH ? settled : '';
  const { data } = useQuery(catalogueQueries.completions(wanted));
  const options = wanted && data ? data : [];
  const open = state.open && options.length > 0;
  const listId = `${id}-completions`;
  // Drawn in place of the plain box (search-box.tsx) while someone may be typing in it: the
  // focus and the caret move over. Read while rendering, when the plain box is still there.
  const [caret] = useState(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.id === id ? { start: active.selectionStart, end: active.selectionEnd } : null;
  });
  const own = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!caret || !own.current) return;
    own.current.focus();
    own.current.setSelectionRange(caret.start, caret.end);
  }, [caret]);
  const optionId = (index: number) => `${id}-completion-${index}`;

  function pick(entry: AutocompleteEntry) {
    setState(CLOSED);
    setTyped(false);
    onPick(entry);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const outcome = comboboxKey({ ...state, open }, event.key, options.length);
    setState(outcome.state);
    if (outcome.kind === 'default') return;
    event.preventDefault();
    if (outcome.kind === 'select') pick(options[outcome.index]);
    if (outcome.kind === 'clear') onValueChange('');
  }

  return (
    <div className="combobox">
      <input
        ref={(element) => {
          own.current = element;
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        {...comboboxInputProps({ id, name, value, invalid, describedBy })}
        aria-expanded={open}
        aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setTyped(true);
          setState({ open: true, active: -1 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setState(CLOSED)}
      />
      <ul id={listId} role="listbox" aria-label={t`Suggestions`} className="combobox-list" hidden={!open}>
        {options.map((entry, index) => (
          <li
            key={`${entry.tipo}-${entry.cod_acervo ?? ''}-${entry.texto}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === state.active}
            className={index === state.active ? 'active' : undefined}
            // Keep focus in the box; the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
          >
            <span>{entry.texto}</span>
            {entry.tipo === 'titulo' && (
              <span className="combobox-kind">{t({ message: 'title', comment: 'Marks an autocomplete option that opens a title' })}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && <Plural value={options.length} one="# suggestion available" other="# suggestions available" />}
      </p>
    </div>
  );
}
