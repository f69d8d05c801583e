import { describe, expect, it } from 'vitest';
import { splitTrailingPunctuation, trimPunctuation } from './punctuation';

describe('trailing ISBD punctuation', () => {
  it('splits it off so that text + punctuation gives the subfield back', () => {
    for (const [value, text, punct] of [
      ['Le divin :', 'Le divin', ' :'], ['Histoire religieuse /', 'Histoire religieuse', ' /'],
      ['Hébert, Marcel,', 'Hébert, Marcel', ','], ['1907.', '1907', '.'], ['xii, 245 p. ;', 'xii, 245 p.', ' ;'],
      ['Atlas =', 'Atlas', ' ='], ['Mejuto, Eva ', 'Mejuto, Eva', ' '], ['Paris', 'Paris', null],
    ] as const) {
      expect(splitTrailingPunctuation(value)).toEqual([text, punct]);
    }
  });

  it('keeps the period of initials, abbreviations and ellipses', () => {
    expect(trimPunctuation('Lauras, M.')).toBe('Lauras, M.');
    expect(trimPunctuation('4. éd.')).toBe('4. éd.');
    expect(trimPunctuation('[s.n.]')).toBe('[s.n.]');
    expect(trimPunctuation('Washington, D.C.')).toBe('Washington, D.C.');
    expect(trimPunctuation("jusqu'à l'invasion arabe ...")).toBe("jusqu'à l'invasion arabe ...");
    expect(trimPunctuation('Smith, John, Jr.')).toBe('Smith, John, Jr.');
  });

  it('never strips a subfield down to nothing', () => {
    expect(splitTrailingPunctuation('.')).toEqual(['.', null]);
  });
});
