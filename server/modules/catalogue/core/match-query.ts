/**
 * From the search form to SQL over `acervo a`: the free term (web-search syntax), the
 * search kind (title, author, subject) and the rows of the advanced form, combined left to
 * right with E / OU / NAO, plus the year range. Every value reaches PostgreSQL as a bound
 * parameter of a *_to_tsquery function, so no input can break the query's syntax.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { QueryParams } from '../../../http/handlers';

/** The search form's words, as the contract names them (GET /consulta). */
type SearchQuery = QueryParams<'search'>;
export type SearchKind = NonNullable<SearchQuery['tipo']>;
export type AdvancedField = NonNullable<SearchQuery['campo']>[number];
export type AdvancedOperator = NonNullable<SearchQuery['operador']>[number];
export interface AdvancedRow { campo: AdvancedField; valor: string; operador: AdvancedOperator }

export interface MatchQuery {
  termo?: string;
  tipo?: SearchKind;
  avancada?: AdvancedRow[];
  anoIni?: number;
  anoFim?: number;
}

// texto_de_consulta and texto_de_indice (migrations 0009, 0016) fold a query and a record as
// one: half marks and romanisation's modifier letters go, so "zhizn" finds "zhiznʹ"; a query
// reads "1849-1851" or an ISBN with hyphens whole, which the index holds beside the parts;
// "Hà-tiên" is read as its two words.
const tsq = (text: string) => sql`websearch_to_tsquery('pt_unaccent', texto_de_consulta(${text}))`;
const vectorOf = (expr: SQL) => sql`to_tsvector('pt_unaccent', texto_de_indice(${expr}))`;

/** Text the author field covers: the main author and every added name (dados_adicionais A). */
const AUTHOR_TEXT = sql`coalesce(a.autor, '') || ' ' || coalesce(a.dados_adicionais ->> 'A', '')`;

/**
 * One field test. Text fields first test the indexed `tsv` (so the GIN index narrows the
 * rows) and then the field's own words; identifiers compare normalized values.
 */
function fieldCondition(campo: AdvancedField, valor: string): SQL {
  const q = tsq(valor);
  switch (campo) {
    case 'livre': return sql`a.tsv @@ ${q}`;
    case 'titulo': return sql`(a.tsv @@ ${q} AND ts_filter(a.tsv, '{a}') @@ ${q})`;
    case 'autor': return sql`(a.tsv @@ ${q} AND ${vectorOf(AUTHOR_TEXT)} @@ ${q})`;
    case 'assunto': return sql`(a.tsv @@ ${q} AND ${vectorOf(sql`texto_de_lista(a.assuntos)`)} @@ ${q})`;
    case 'editora': return sql`(a.tsv @@ ${q} AND ${vectorOf(sql`coalesce(a.editora, '')`)} @@ ${q})`;
    case 'serie': return sql`(a.tsv @@ ${q} AND ${vectorOf(sql`texto_de_lista(a.serie)`)} @@ ${q})`;
    case 'isbn': case 'issn': {
      const clean = valor.toUpperCase().replace(/[^0-9X]/g, '');
      if (!clean) return sql`FALSE`;
      const column = campo === 'isbn' ? sql`a.isbn` : sql`a.issn`;
      return sql`EXISTS (SELECT 1 FROM unnest(${column}) AS n WHERE upper(regexp_replace(n, '[^0-9Xx]', '', 'g')) = ${clean})`;
    }
    case 'classificacao': {
      const prefix = valor.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
      return prefix ? sql`a.classificacao ILIKE ${`${prefix}%`}` : sql`FALSE`;
    }
  }
}

function kindCondition(kind: SearchKind, termo: string): SQL {
  return fieldCondition(kind === 'livre' ? 'livre' : kind, termo);
}

const TEXT_FIELDS: readonly AdvancedField[] = ['livre', 'titulo', 'autor', 'assunto', 'editora', 'serie'];

/** The WHERE condition over `acervo a`, or null when the form holds nothing to search for. */
export function matchCondition(query: MatchQuery): SQL | null {
  const parts: SQL[] = [];
  const termo = query.termo?.trim();
  if (termo) parts.push(kindCondition(query.tipo ?? 'livre', termo));
  const rows = (query.avancada ?? []).filter((r) => r.valor.trim());
  if (rows.length) {
    let combined: SQL | null = null;
    for (const row of rows) {
      const test = fieldCondition(row.campo, row.valor.trim());
      if (!combined) combined = row.operador === 'NAO' ? sql`NOT ${test}` : test;
      else if (row.operador === 'OU') combined = sql`(${combined} OR ${test})`;
      else if (row.operador === 'NAO') combined = sql`(${combined} AND NOT ${test})`;
      else combined = sql`(${combined} AND ${test})`;
    }
    parts.push(combined!);
  }
  if (!parts.length) return null;
  if (query.anoIni !== undefined) parts.push(sql`a.ano_publicacao >= ${query.anoIni}`);
  if (query.anoFim !== undefined) parts.push(sql`a.ano_publicacao <= ${query.anoFim}`);
  return sql.join(parts, sql` AND `);
}

/** The tsquery relevance is ranked by: the free term and every positive text row, ORed. */
export function rankQuery(query: MatchQuery): SQL | null {
  const texts = [query.termo?.trim() ?? '', ...(query.avancada ?? [])
    .filter((r) => r.operador !== 'NAO' && TEXT_FIELDS.includes(r.campo)).map((r) => r.valor.trim())].filter(Boolean);
  if (!texts.length) return null;
  return sql.join(texts.map(tsq), sql` || `);
}
