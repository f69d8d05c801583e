import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxKey, completeLastWord, type ComboboxState } from './autocomplete';

const open = (active: number): ComboboxState => ({ open: true, active });

describe('comboboxKey', () => {
  it('opens on ArrowDown at the first option and on ArrowUp at the last', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 3)).toEqual({ kind: 'move', state: open(0) });
    expect(comboboxKey(CLOSED, 'ArrowUp', 3)).toEqual({ kind: 'move', state: open(2) });
  });

  it('moves and wraps around both ends', () => {
    expect(comboboxKey(open(0), 'ArrowDown', 3).state).toEqual(open(1));
    expect(comboboxKey(open(2), 'ArrowDown', 3).state).toEqual(open(0));
    expect(comboboxKey(open(0), 'ArrowUp', 3).state).toEqual(open(2));
    expect(comboboxKey(open(-1), 'ArrowUp', 3).state).toEqual(open(2));
  });

  it('leaves arrows to the browser when there is nothing to show', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 0).kind).toBe('default');
  });

  it('selects the highlighted option on Enter and closes', () => {
    expect(comboboxKey(open(1), 'Enter', 3)).toEqual({ kind: 'select', index: 1, state: CLOSED });
  });

  it('lets Enter submit the form when no option is highlighted', () => {
    expect(comboboxKey(open(-1), 'Enter', 3)).toEqual({ kind: 'default', state: CLOSED });
    expect(comboboxKey(CLOSED, 'Enter', 3)).toEqual({ kind: 'default', state: CLOSED });
    // A stale index (the list shrank) is not selected.
    expect(comboboxKey(open(5), 'Enter', 3).kind).toBe('default');
  });

  it('closes on Escape, and clears the box on a second Escape', () => {
    expect(comboboxKey(open(1), 'Escape', 3)).toEqual({ kind: 'move', state: CLOSED });
    expect(comboboxKey(CLOSED, 'Escape', 3)).toEqual({ kind: 'clear', state: CLOSED });
  });

  it('closes on Tab and passes other keys through', () => {
    expect(comboboxKey(open(1), 'Tab', 3)).toEqual({ kind: 'default', state: CLOSED });
    expect(comboboxKey(open(1), 'a', 3)).toEqual({ kind: 'default', state: open(1) });
  });
});

describe('completeLastWord', () => {
  it('replaces only the word being typed', () => {
    expect(completeLastWord('história do bra', 'brasil')).toBe('história do brasil');
    expect(completeLastWord('educ', 'educação')).toBe('educação');
    expect(completeLastWord('', 'brasil')).toBe('brasil');
  });
});
