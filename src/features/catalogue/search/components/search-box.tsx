import { useLingui } from '@lingui/react/macro';
import { startTransition, Suspense, useState } from 'react';
import { lazyPart } from '../../../../components/lazy-part';
import { afterStartSettles } from '../../../../lib/startup/start-phases';
import { useSettled } from '../../../../lib/startup/use-settled';
import { comboboxInputProps } from './combobox-input';
import type { SearchComboboxProps } from './search-combobox';

// The completions while typing (their keyboard, the list, the query) load once the start has
// settled, or as soon as the box is focused: the first screen's JavaScript does not carry them
// (bench/bundle.ts). Until then the box is the same input, without suggestions.
const SearchCombobox = lazyPart(() => import('./search-combobox').then((m) => m.SearchCombobox));

/** The box as the combobox draws it, closed: what shows until the completions' code is there. */
function PlainBox({ id, name, value, onValueChange, invalid, describedBy, inputRef, onFocus, onTyped }: SearchComboboxProps & { onFocus: () => void; onTyped: () => void }) {
  const { t } = useLingui();
  return (
    <div className="combobox">
      <input
        ref={inputRef}
        {...comboboxInputProps({ id, name, value, invalid, describedBy })}
        aria-expanded={false}
        onChange={(event) => { onValueChange(event.target.value); onTyped(); }}
        onFocus={onFocus}
      />
      <ul id={`${id}-completions`} role="listbox" aria-label={t`Suggestions`} className="combobox-list" hidden />
      <p className="visually-hidden" role="status" aria-live="polite" />
    </div>
  );
}

/**
 * The search box with completions while typing (search-combobox.tsx). The swap happens in a
 * transition, so the plain box stays on screen until the combobox can draw; the combobox
 * takes over the focus and the caret if the plain box had them.
 */
export function SearchBox(props: SearchComboboxProps) {
  const settled = useSettled(afterStartSettles());
  const [focused, setFocused] = useState(false);
  // Typed into before the completions' code came: the combobox completes that text at once.
  const [typed, setTyped] = useState(false);
  const plain = <PlainBox {...props} onFocus={() => startTransition(() => setFocused(true))} onTyped={() => setTyped(true)} />;
  return <Suspense fallback={plain}>{settled || focused ? <SearchCombobox {...props} typedBefore={typed} /> : plain}</Suspense>;
}
