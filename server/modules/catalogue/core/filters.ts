/**
 * Search filters (spec §4): `LETTER:code` pairs, AND across letters, OR within a letter.
 * Each letter knows how to test a matched title (`m` rows of the search CTE, see
 * match-set.ts for its columns) and which (letter, code) pairs a title contributes to the
 * facet counts. The letters' meanings are written in the contract (FilterEntry.tipo).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The letters kept in `dados_adicionais`: the importer's (server/marc/additional-data.ts),
 * and R (archive repository) and K (archive classification, `area;rota`) of archival items.
 */
export const DADOS_LETTERS = ['A', 'P', 'N', 'G', 'F', 'D', 'O', 'S', 'C', 'E', 'L', 'M', 'R', 'K'] as const;
/** Display order of §4: B, P, A, S, C, E, U, F, N, O, D, L, G, M, T, Y, X, I, R, K. */
export const SEARCH_LETTERS = ['B', 'P', 'A', 'S', 'C', 'E', 'U', 'F', 'N', 'O', 'D', 'L', 'G', 'M', 'T', 'Y', 'X', 'I', 'R', 'K'] as const;
export const ACQUISITION_LETTERS = ['NA_C', 'NA_A'] as const;

export type FilterLetter = (typeof SEARCH_LETTERS)[number] | (typeof ACQUISITION_LETTERS)[number];
export type Filters = Partial<Record<FilterLetter, string[]>>;

export const NO_DATE = 'sem-data';
const X_CODES = ['C', 'O', 'A'] as const;
const isDados = (letter: string): letter is (typeof DADOS_LETTERS)[number] => (DADOS_LETTERS as readonly string[]).includes(letter);

/** Parses `filtro` values; unknown letters and malformed codes are dropped, not fatal. */
export function parseFilters(values: string[] | undefined, allowed: readonly string[] = SEARCH_LETTERS): Filters {
  const out: Filters = {};
  for (const raw of values ?? []) {
    const i = raw.indexOf(':');
    if (i < 1) continue;
    const letter = raw.slice(0, i) as FilterLetter;
    const code = raw.slice(i + 1).trim();
    if (!allowed.includes(letter) || !isValidCode(letter, code)) continue;
    const list = (out[letter] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return out;
}

function isValidCode(letter: string, code: string): boolean {
  switch (letter) {
    case 'T': case 'B': case 'U': case 'NA_C': case 'NA_A': return /^\d{1,9}$/.test(code);
    case 'Y': return code === NO_DATE || /^\d{1,4}$/.test(code);
    case 'I': return /^[a-z]{2,3}$/.test(code);
    case 'X': return (X_CODES as readonly string[]).includes(code);
    case 'R': return /^[\w.-]{1,40}$/.test(code);
    case 'K': return /^[\w.-]{1,40};[\w.-]{0,80}$/.test(code);
    default: return isDados(letter) && code.length > 0 && code.length <= 200;
  }
}

const ints = (codes: string[]) => sql`${sql.param(codes.map(Number))}::int[]`;
const texts = (codes: string[]) => sql`${sql.param(codes)}::text[]`;

/** The SQL test of one letter against a matched row `m`. */
export function letterCondition(letter: FilterLetter, codes: string[]): SQL {
  switch (letter) {
    case 'T': return sql`m.cod_tipo_obra = ANY(${ints(codes)})`;
    case 'Y': {
      const years = codes.filter((c) => c !== NO_DATE);
      const parts = [sql`m.ano_publicacao = ANY(${ints(years)})`];
      if (codes.includes(NO_DATE)) parts.push(sql`m.ano_publicacao IS NULL`);
      return sql`(${sql.join(parts, sql` OR `)})`;
    }
    case 'I': return sql`m.idioma = ANY(${texts(codes)})`;
    case 'X': return sql`(${sql.join(codes.map((c) => (c === 'C' ? sql`m.com_capa` : c === 'O' ? sql`m.online` : sql`m.acessivel`)), sql` OR `)})`;
    case 'B': return sql`m.bibliotecas && ${ints(codes)}`;
    case 'U': return sql`m.bibliotecas && ARRAY(SELECT cod_biblioteca FROM biblioteca WHERE cod_campus = ANY(${ints(codes)}))`;
    case 'NA_C': return sql`m.cursos && ${ints(codes)}`;
    case 'NA_A': return sql`m.cod_area = ANY(${ints(codes)})`;
    // `m.dados` holds the title's 'LETTER:code' pairs (acervo.facetas).
    default: return sql`m.dados && ${texts(codes.map((c) => `${letter}:${c}`))}`;
  }
}

/** All active filters, optionally leaving one letter out (for that letter's own counts). */
export function filtersCondition(filters: Filters, except?: FilterLetter): SQL {
  const parts = (Object.entries(filters) as [FilterLetter, string[]][])
    .filter(([letter, codes]) => letter !== except && codes.length)
    .map(([letter, codes]) => letterCondition(letter, codes));
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/**
 * The facet counts, as (tipo, codigo, counts…) rows over the match set `m`, one grouping
 * per kind of source so each is a plain scan of `m`: scalar columns (T, Y, I, X) through
 * one VALUES list per row, libraries (B) from the copies' array, campuses (U) by overlap
 * with each campus's libraries, the dados_adicionais letters from the flat `facetas` array.
 * `counts` is the list of aggregate columns (see match-set.ts); `libraries` the column of `m`
 * holding a title's libraries.
 */
export function facetGroups(letters: readonly FilterLetter[], counts: SQL, libraries = 'bibliotecas'): SQL[] {
  const has = (l: FilterLetter) => letters.includes(l);
  const groups: SQL[] = [];
  const scalar: SQL[] = [];
  if (has('T')) scalar.push(sql`('T', m.cod_tipo_obra::text)`);
  if (has('Y')) scalar.push(sql`('Y', coalesce(m.ano_publicacao::text, ${NO_DATE}))`);
  if (has('I')) scalar.push(sql`('I', m.idioma)`);
  if (has('X')) scalar.push(sql`('X', CASE WHEN m.com_capa THEN 'C' END)`, sql`('X', CASE WHEN m.online THEN 'O' END)`, sql`('X', CASE WHEN m.acessivel THEN 'A' END)`);
  if (has('NA_A')) scalar.push(sql`('NA_A', m.cod_area::text)`);
  if (scalar.length) {
    groups.push(sql`SELECT v.tipo, v.codigo, ${counts} FROM m CROSS JOIN LATERAL (VALUES ${sql.join(scalar, sql`, `)}) AS v(tipo, codigo)
      WHERE v.codigo IS NOT NULL GROUP BY 1, 2`);
  }
  if (has('B')) groups.push(sql`SELECT 'B', b::text, ${counts} FROM m, unnest(m.${sql.raw(libraries)}) AS b GROUP BY 1, 2`);
  if (has('U')) {
    groups.push(sql`SELECT 'U', c.cod_campus::text, ${counts} FROM m
      JOIN (SELECT cod_campus, array_agg(cod_biblioteca) AS libs FROM biblioteca GROUP BY cod_campus) c ON m.${sql.raw(libraries)} && c.libs GROUP BY 1, 2`);
  }
  if (has('NA_C')) groups.push(sql`SELECT 'NA_C', k::text, ${counts} FROM m, unnest(m.cursos) AS k GROUP BY 1, 2`);
  const dados = letters.filter(isDados);
  if (dados.length) {
    // Every dados letter is one character: 'S:Harry Potter' is letter S, code 'Harry Potter'.
    groups.push(sql`SELECT left(x, 1), substr(x, 3), ${counts} FROM m, unnest(m.dados) AS x
      WHERE left(x, 1) = ANY(${texts(dados)}) GROUP BY 1, 2`);
  }
  return groups;
}

/** Letters whose values are open-ended (names, subjects…) show only their largest entries. */
export const CAPPED_LETTERS: readonly string[] = DADOS_LETTERS;
export const FACET_CAP = 30;
