import { descricaoIdioma } from '../../../marc/languages';

/** Portuguese name of a MARC language code, or null when there is none. */
export const languageName = (code: string | null | undefined): string | null => (code ? descricaoIdioma(code) : null);
