// An entry's options as the form holds them, and as the contract takes them.
import type { InterestInput } from './queries';

export interface EntryOptions { validade: string; biblioteca: string; idioma: string }
export const NO_OPTIONS: EntryOptions = { validade: '', biblioteca: '', idioma: '' };

/** The options as the contract takes them: no date is no end, no library or language is any. */
export const optionsInput = (o: EntryOptions): Pick<InterestInput, 'validade' | 'bibliotecas' | 'idiomas'> => ({
  validade: o.validade || null,
  bibliotecas: o.biblioteca ? [Number(o.biblioteca)] : [],
  idiomas: o.idioma ? [o.idioma] : [],
});
