/**
 * Alphabetical browse indexes (title, series, author, subject, call number, ISBN, ISSN):
 * headings keyed lower-case, unaccented and without leading punctuation, compared by code
 * point so that paging is stable on every backend. Each heading counts its titles and says
 * which advanced search lists them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import type { QueryParams, Schema } from '../../../http/handlers';

export type IndexType = QueryParams<'browseIndex'>['tipo'];
export type IndexPage = Schema<'IndexPage'>;

export const INDEX_OPTIONS: readonly Schema<'IndexOption'>[] = [
  { codigo: 'titulo', descricao: 'Título' }, { codigo: 'autor', descricao: 'Autor' }, { codigo: 'assunto', descricao: 'Assunto' },
  { codigo: 'serie', descricao: 'Série' }, { codigo: 'classificacao', descricao: 'Classificação' },
  { codigo: 'isbn', descricao: 'ISBN' }, { codigo: 'issn', descricao: 'ISSN' },
];

/**
 * The headings live in `cabecalho` (one row per title and heading) and `cabecalho_total`
 * (one row per heading: its most used spelling and its count of titles), both kept by
 * triggers on acervo (migrations browse_headings, browse_totals), keyed by
 * chave_de_cabecalho and indexed on (tipo, chave COLLATE "C"): a jump reads a page of index
 * entries from the key on, whatever the catalogue's size.
 */
const KEY = sql`chave COLLATE "C"`;
const keyOf = (termo: string) => sql`chave_de_cabecalho(${termo}::text) COLLATE "C"`;

export async function browseIndex(db: Db, tipo: IndexType, termo: string | undefined, direcao: 'frente' | 'tras', quantidade: number): Promise<IndexPage> {
  const from = keyOf(termo ?? '');
  const forward = direcao === 'frente';
  const found = await rows<{ k: string; h: string; n: number }>(db, sql`
    SELECT chave AS k, cabecalho AS h, total AS n FROM cabecalho_total
    WHERE tipo = ${tipo} AND ${forward ? sql`${KEY} >= ${from}` : sql`${KEY} < ${from}`}
    ORDER BY ${KEY} ${forward ? sql`ASC` : sql`DESC`} LIMIT ${quantidade + 1}`);
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
  // The nearest key before, read backwards along the index. Not EXISTS: it drops ORDER BY and
  // LIMIT, and PostgreSQL's generic plan for it (a prepared statement after its fifth run)
  // scanned the whole table for a row of the type (~75 ms per jump at 1M titles).
  const [row] = await rows<{ yes: boolean }>(db, sql`
    SELECT (SELECT 1 FROM cabecalho_total WHERE tipo = ${tipo} AND ${KEY} < ${key}::text COLLATE "C"
      ORDER BY ${KEY} DESC LIMIT 1) IS NOT NULL AS yes`);
  return row.yes;
}

async function firstAtOrAfter(db: Db, tipo: IndexType, key: SQL): Promise<string | null> {
  const [row] = await rows<{ h: string }>(db, sql`
    SELECT cabecalho AS h FROM cabecalho_total WHERE tipo = ${tipo} AND ${KEY} >= ${key} ORDER BY ${KEY} LIMIT 1`);
  return row?.h ?? null;
}
