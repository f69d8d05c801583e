// The options of an interest-profile entry as the contract takes them: an empty date is no
// end (null), no library or language chosen is "any" (empty lists), not a code of 0 or ''.
import { describe, expect, it } from 'vitest';
import { NO_OPTIONS, optionsInput } from './entry-options-input';

describe('optionsInput', () => {
  it('sends nothing chosen as no end and any library or language', () => {
    expect(optionsInput(NO_OPTIONS)).toEqual({ validade: null, bibliotecas: [], idiomas: [] });
  });
  it('sends the chosen day, library code and language code', () => {
    expect(optionsInput({ validade: '2027-03-31', biblioteca: '2', idioma: 'fre' })).toEqual({ validade: '2027-03-31', bibliotecas: [2], idiomas: ['fre'] });
  });
});
