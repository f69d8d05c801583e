import { useLingui } from '@lingui/react/macro';
import { startTransition, Suspense, useCallback, useRef, useState, type MutableRefObject } from 'react';
import { lazyPart } from '../../../../components/lazy-part';
import { afterStartSettles } from '../../../../lib/startup/start-phases';
import { useSettled } from '../../../../lib/startup/use-settled';
import { comboboxInputProps } from './combobox-input';
import type { SearchComboboxProps } from './search-combobox';

// The completions while typing (their keyboard, the list, the query) load once the start has
// settled, or as soon as the box is focused: the first screen's JavaScript does not carry them
// (bench/bundle.ts). The input itself is drawn here, once, before and after: the completions'
// code only adds the list beside it and listens to it. (It used to bring an input of its own,
// and the swap removed the input a screen reader, or axe in feedback.spec, was reading:
// axe then found it detached, without its label.)
const SearchCompletions = lazyPart(() => import('./search-combobox').then((m) => m.SearchCompletions));

/** The list as the completions draw it, closed: what stands until their code is there. */
function ClosedList({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <>
      <ul id={`${id}-completions`} role="listbox" aria-label={t`Suggestions`} className="combobox-list" hidden />
      <p className="visually-hidden" role="status" aria-live="polite" />
    </>
  );
}

/** The search box: an ARIA combobox whose completions (search-combobox.tsx) come later. */
export function SearchBox({ id, name, value, onValueChange, onPick, invalid, describedBy, inputRef }: SearchComboboxProps) {
  const settled = useSettled(afterStartSettles());
  const [focused, setFocused] = useState(false);
  // Typed into before the completions' code came: they complete that text at once.
  const [typed, setTyped] = useState(false);
  const own = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) (inputRef as MutableRefObject<HTMLInputElement | null>).current = element;
    },
    [inputRef],
  );
  const closed = <ClosedList id={id} />;
  return (
    <div className="combobox">
      <input
        ref={setInput}
        {...comboboxInputProps({ id, name, value, invalid, describedBy })}
        aria-expanded={false}
        onChange={(event) => {
          onValueChange(event.target.value);
          setTyped(true);
        }}
        onFocus={() => startTransition(() => setFocused(true))}
      />
      <Suspense fallback={closed}>
        {settled || focused ? (
          <SearchCompletions id={id} value={value} onValueChange={onValueChange} onPick={onPick} input={own} typedBefore={typed} />
        ) : (
          closed
        )}
      </Suspense>
    </div>
  );
}
