// The keyboard of the search box's autocomplete, after the WAI-ARIA combobox pattern
// (list autocomplete, no automatic selection): arrows move through the options and wrap,
// Enter takes the highlighted option (or submits the form when none is), Escape closes
// the list and, pressed again, clears the box. Pure, so it is tested without a browser.

export interface ComboboxState {
  open: boolean;
  /** Index of the highlighted option, -1 for none (focus stays in the box either way). */
  active: number;
}

export type ComboboxOutcome =
  | { kind: 'move'; state: ComboboxState }
  | { kind: 'select'; index: number; state: ComboboxState }
  | { kind: 'clear'; state: ComboboxState }
  /** Not ours: let the browser do what it does (type, submit the form…). */
  | { kind: 'default'; state: ComboboxState };

export const CLOSED: ComboboxState = { open: false, active: -1 };

export function comboboxKey(state: ComboboxState, key: string, optionCount: number): ComboboxOutcome {
  const hasOptions = optionCount > 0;
  switch (key) {
    case 'ArrowDown':
      if (!hasOptions) return { kind: 'default', state };
      if (!state.open) return { kind: 'move', state: { open: true, active: 0 } };
      return { kind: 'move', state: { open: true, active: (state.active + 1) % optionCount } };
    case 'ArrowUp':
      if (!hasOptions) return { kind: 'default', state };
      if (!state.open || state.active <= 0) return { kind: 'move', state: { open: true, active: optionCount - 1 } };
      return { kind: 'move', state: { open: true, active: state.active - 1 } };
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < optionCount) {
        return { kind: 'select', index: state.active, state: CLOSED };
      }
      return { kind: 'default', state: CLOSED };
    case 'Escape':
      if (state.open) return { kind: 'move', state: CLOSED };
      return { kind: 'clear', state: CLOSED };
    case 'Tab':
      return { kind: 'default', state: CLOSED };
    default:
      return { kind: 'default', state };
  }
}

/** The box's text with its last word replaced by a completed word. */
export function completeLastWord(text: string, word: string): string {
  const match = /^(.*?)(\S*)$/su.exec(text);
  const before = match ? match[1] : '';
  return `${before}${word}`;
}
