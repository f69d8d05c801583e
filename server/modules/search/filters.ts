/**
 * Search filters (spec §4): `LETTER:code` pairs, AND across letters, OR within a letter.
 * Each letter knows how to test a matched title (`m` rows of the search CTE) and how to
 * group the match set for its facet counts.
 */
import { sql, type SQL } from 'drizzle-orm';

export type FilterLetter = 'T' | 'Y' | 'I' | 'X' | 'B';
export type Filters = Partial<Record<FilterLetter, string[]>>;

export const NO_DATE = 'sem-data';
const X_CODES = ['C', 'O', 'A'] as const;

/** Parses `filtro` values; unknown letters and malformed codes are dropped, not fatal. */
export function parseFilters(values: string[] | undefined): Filters {
  const out: Filters = {};
  for (const raw of values ?? []) {
    const i = raw.indexOf(':');
    if (i < 1) continue;
    const letter = raw.slice(0, i) as FilterLetter;
    const code = raw.slice(i + 1).trim();
    if (!isValidCode(letter, code)) continue;
    const list = (out[letter] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return out;
}

function isValidCode(letter: string, code: string): boolean {
  switch (letter) {
    case 'T': case 'B': return /^\d{1,9}$/.test(code);
    case 'Y': return code === NO_DATE || /^\d{1,4}$/.test(code);
    case 'I': return /^[a-z]{2,3}$/.test(code);
    case 'X': return (X_CODES as readonly string[]).includes(code);
    default: return false;
  }
}

/** The SQL test of one letter against a matched row `m`. */
export function letterCondition(letter: FilterLetter, codes: string[]): SQL {
  switch (letter) {
    case 'T': return sql`m.cod_tipo_obra = ANY(${sql.param(codes.map(Number))}::int[])`;
    case 'Y': {
      const years = codes.filter((c) => c !== NO_DATE).map(Number);
      const parts = [sql`m.ano_publicacao = ANY(${sql.param(years)}::int[])`];
      if (codes.includes(NO_DATE)) parts.push(sql`m.ano_publicacao IS NULL`);
      return sql`(${sql.join(parts, sql` OR `)})`;
    }
    case 'I': return sql`m.idioma = ANY(${sql.param(codes)}::text[])`;
    case 'X': return sql`(${sql.join(codes.map((c) => (c === 'C' ? sql`m.com_capa` : c === 'O' ? sql`m.online` : sql`m.acessivel`)), sql` OR `)})`;
    case 'B': return sql`EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = m.cod_acervo AND e.cod_biblioteca = ANY(${sql.param(codes.map(Number))}::int[]))`;
  }
}

/** All active filters, optionally leaving one letter out (for that letter's own counts). */
export function filtersCondition(filters: Filters, except?: FilterLetter): SQL {
  const parts = (Object.entries(filters) as [FilterLetter, string[]][])
    .filter(([letter, codes]) => letter !== except && codes.length)
    .map(([letter, codes]) => letterCondition(letter, codes));
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}
