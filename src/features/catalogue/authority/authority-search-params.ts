// The authority types of spec §3 and the authority search in the URL. No macros here:
// unit tests import this module directly.
import type { components } from '../../../../openapi/schema.gen';

export type Authority = components['schemas']['Authority'];
export type AuthorityType = Authority['tipo'];

export const AUTHORITY_TYPES = [
  'pessoa',
  'instituicao',
  'evento',
  'titulo_uniforme',
  'assunto',
  'assunto_geografico',
  'genero_forma',
  'termo_cronologico',
  'subdivisao_geral',
  'subdivisao_genero',
  'subdivisao_geografica',
  'subdivisao_cronologica',
] as const satisfies readonly AuthorityType[];

export const isAuthorityType = (value: unknown): value is AuthorityType =>
  (AUTHORITY_TYPES as readonly unknown[]).includes(value);

export interface AuthoritySearch {
  termo?: string;
  tipo?: AuthorityType;
  pagina?: number;
}

/** The authority search in the URL; malformed values are dropped and named. */
export function parseAuthoritySearch(raw: Record<string, unknown>): { search: AuthoritySearch; ignored: string[] } {
  const search: AuthoritySearch = {};
  const ignored: string[] = [];
  if (raw.termo !== undefined) {
    const termo = typeof raw.termo === 'number' ? String(raw.termo) : raw.termo;
    if (typeof termo === 'string' && termo.length <= 500) search.termo = termo;
    else ignored.push('termo');
  }
  if (raw.tipo !== undefined) {
    if (isAuthorityType(raw.tipo)) search.tipo = raw.tipo;
    else ignored.push('tipo');
  }
  if (raw.pagina !== undefined) {
    const page = Number(raw.pagina);
    if (Number.isInteger(page) && page >= 1 && page <= 10_000) search.pagina = page;
    else ignored.push('pagina');
  }
  return { search, ignored };
}

/** The well-formed values alone (the route validates with `parseOnce(parseAuthoritySearch)`, which keeps what was ignored too). */
export const validateAuthoritySearch = (raw: Record<string, unknown>): AuthoritySearch => parseAuthoritySearch(raw).search;
