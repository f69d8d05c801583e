import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { CLOSED, comboboxKey, type ComboboxState } from '../autocomplete';
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
}

export interface SearchCompletionsProps extends Pick<SearchComboboxProps, 'id' | 'value' | 'onValueChange' | 'onPick'> {
  /** The search box's one input (search-box.tsx), which this part makes a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** The text was typed before this code came: its completions open at once if the box has the focus. */
  typedBefore: boolean;
}

/**
 * The completions while typing, an ARIA combobox's listbox popup, for the input search-box.tsx
 * draws (never an input of its own: the box a screen reader or a form holds is never replaced
 * when this code arrives). It listens to the input's typing, keys and blur, and says on the
 * input whether the list is open and which option is highlighted.
 */
export function SearchCompletions({ id, value, onValueChange, onPick, input, typedBefore }: SearchCompletionsProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(typedBefore);
  const [state, setState] = useState<ComboboxState>(() => (typedBefore && document.activeElement === input.current ? { open: true, active: -1 } : CLOSED));
  const settled = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const wanted = typed && settled.length >= MIN_COMPLETION_LENGTH ? settled : '';
  const { data } = useQuery(catalogueQueries.completions(wanted));
  const options = wanted && data ? data : [];
  const open = state.open && options.length > 0;
  const listId = `${id}-completions`;
  const optionId = (index: number) => `${id}-completion-${index}`;

  function pick(entry: AutocompleteEntry) {
    setState(CLOSED);
    setTyped(false);
    onPick(entry);
  }
  // The handlers read the latest render's state and options.
  const latest = useRef({ state, open, options, pick, onValueChange });
  latest.current = { state, open, options, pick, onValueChange };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      setTyped(true);
      setState({ open: true, active: -1 });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const now = latest.current;
      const outcome = comboboxKey({ ...now.state, open: now.open }, event.key, now.options.length);
      setState(outcome.state);
      if (outcome.kind === 'default') return;
      event.preventDefault();
      if (outcome.kind === 'select') now.pick(now.options[outcome.index]);
      if (outcome.kind === 'clear') now.onValueChange('');
    };
    const onBlur = () => setState(CLOSED);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
    };
  }, [input]);

  // The input's combobox state, written on the input this part does not draw.
  const active = open && state.active >= 0 ? optionId(state.active) : null;
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(open));
    if (active) box.setAttribute('aria-activedescendant', active);
    else box.removeAttribute('aria-activedescendant');
  });
  useEffect(() => () => {
    input.current?.setAttribute('aria-expanded', 'false');
    input.current?.removeAttribute('aria-activedescendant');
  }, [input]);

  return (
    <>
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
    </>
  );
}
