/**
 * Alphabetical browse indexes (title, series, author, subject, call number, ISBN, ISSN):
 * headings keyed lower-case, unaccented and without leading punctuation, compared by code
 * point so that paging is stable on every backend. Each heading counts its titles and says
 * which advanced search lists them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { rows } from '../../db/query';
import type { QueryParams, Schema } from '../../http/handlers';

export type IndexType = QueryParams<'browseIndex'>['tipo'];
export type IndexPage = Schema<'IndexPage'>;

export const INDEX_OPTIONS: readonly Schema<'IndexOption'>[] = [
  { codigo: 'titulo', descricao: 'Título' }, { codigo: 'autor', descricao: 'Autor' }, { codigo: 'assunto', descricao: 'Assunto' },
  { codigo: 'serie', descricao: 'Série' }, { codigo: 'classificacao', descricao: 'Classificação' },
  { codigo: 'isbn', descricao: 'ISBN' }, { codigo: 'issn', descricao: 'ISSN' },
];

/** The headings each title contributes to an index. */
const HEADINGS: Record<IndexType, SQL> = {
  titulo: sql`SELECT a.cod_acervo, a.titulo AS h FROM acervo a`,
  serie: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.serie) AS s`,
  autor: sql`SELECT a.cod_acervo, n AS h FROM acervo a, jsonb_array_elements_text(coalesce(a.dados_adicionais -> 'A', '[]'::jsonb)) AS n`,
  assunto: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.assuntos) AS s`,
  classificacao: sql`SELECT a.cod_acervo, a.classificacao AS h FROM acervo a WHERE a.classificacao IS NOT NULL`,
  isbn: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.isbn) AS s`,
  issn: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.issn) AS s`,
};

/** The sort key of a heading; the jump term goes through the same SQL, so keys always agree. */
const KEY = (h: SQL) => sql`lower(unaccent(texto_de_busca(regexp_replace(${h}, '^[[:space:][:punct:]]+', '')))) COLLATE "C"`;

export async function browseIndex(db: Db, tipo: IndexType, termo: string | undefined, direcao: 'frente' | 'tras', quantidade: number): Promise<IndexPage> {
  const from = KEY(sql`${termo ?? ''}::text`);
  const forward = direcao === 'frente';
  const found = await rows<{ k: string; h: string; n: number }>(db, sql`
    WITH x AS (SELECT ${KEY(sql`h`)} AS k, h, cod_acervo FROM (${HEADINGS[tipo]}) t WHERE h IS NOT NULL AND h <> '')
    SELECT k, mode() WITHIN GROUP (ORDER BY h) AS h, count(DISTINCT cod_acervo)::int AS n FROM x
    WHERE k <> '' AND ${forward ? sql`k >= ${from}` : sql`k < ${from}`}
    GROUP BY k ORDER BY k ${forward ? sql`ASC` : sql`DESC`} LIMIT ${quantidade + 1}`);
  const more = found.length > quantidade;
  const page = found.slice(0, quantidade);
  if (!forward) page.reverse();
  const entradas = page.map((r) => ({ cabecalho: r.h, total: Number(r.n), consulta: { campo: tipo, valor: r.h } }));
  const firstKey = page[0]?.k;
  let anterior: string | null = null;
  let proximo: string | null = null;
  if (forward) {
    proximo = more ? found[quantidade].h : null;
    anterior = firstKey !== undefined && (await hasBefore(db, tipo, firstKey)) ? page[0].h : null;
  } else {
    anterior = more ? page[0].h : null;
    proximo = termo ? await firstAtOrAfter(db, tipo, from) : null;
  }
  return { tipo, entradas, anterior, proximo };
}

async function hasBefore(db: Db, tipo: IndexType, key: string): Promise<boolean> {
  const [row] = await rows<{ yes: boolean }>(db, sql`
    SELECT EXISTS (SELECT 1 FROM (${HEADINGS[tipo]}) t WHERE h IS NOT NULL AND ${KEY(sql`h`)} < ${key}::text COLLATE "C" AND ${KEY(sql`h`)} <> '') AS yes`);
  return row.yes;
}

async function firstAtOrAfter(db: Db, tipo: IndexType, key: SQL): Promise<string | null> {
  const [row] = await rows<{ h: string }>(db, sql`
    SELECT h FROM (${HEADINGS[tipo]}) t WHERE h IS NOT NULL AND ${KEY(sql`h`)} >= ${key} ORDER BY ${KEY(sql`h`)}, h LIMIT 1`);
  return row?.h ?? null;
}
