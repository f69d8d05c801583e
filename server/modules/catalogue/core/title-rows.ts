/**
 * Titles as result lists show them (the contract's TitleSummary): type of work, language
 * name and the copies available now, for a page of codes in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import type { Schema } from '../../../http/handlers';
import { languageName } from './languages';

export type TitleSummary = Schema<'TitleSummary'>;

/**
 * The summaries' select over the given codes. The cover (link_capa_de) is asked of the
 * function only when a cover provider is configured: without one the function answers the
 * stored link anyway, and calling it per row was most of the statement's cost (it is a
 * function with sub-selects, never inlined). The provider's row is read once (an InitPlan).
 * `ids` is a list of codes or an int[] expression (page-cache.ts reads them from a cached row).
 * `extraColumns` (each followed by a comma) adds columns of `acervo a` (title-record.ts).
 */
export const summaries = (ids: number[] | SQL, extraColumns: SQL = sql``): SQL => sql`
    SELECT ${extraColumns} a.cod_acervo, a.cod_tipo_obra, t.descricao AS desc_tipo_obra, a.titulo, a.autor, a.ano_publicacao, a.idioma,
      a.classificacao,
      CASE WHEN NOT EXISTS (SELECT 1 FROM capa_fornecedor WHERE nome <> 'none') THEN a.link_capa
        ELSE link_capa_de(a.cod_acervo, a.link_capa, a.isbn, a.issn) END AS link_capa,
      a.acesso_remoto, CASE WHEN a.possui_acessibilidade THEN 'S' ELSE 'N' END AS possui_acessibilidade,
      (SELECT count(*) FILTER (WHERE e.situacao = 'disponivel') FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_disponiveis,
      (SELECT count(*) FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_total
    FROM acervo a JOIN tipo_obra t ON t.cod_tipo_obra = a.cod_tipo_obra
    WHERE a.cod_acervo = ANY(${Array.isArray(ids) ? sql`${sql.param(ids)}::int[]` : ids})`;

export type Row = Omit<TitleSummary, 'idioma_desc'>;
export const summary = (r: Row): TitleSummary => ({ ...r, idioma_desc: languageName(r.idioma) });

/** Summaries of the given titles, with their availability; codes that name no title are absent. */
export async function titleRows(db: Db, ids: number[]): Promise<Map<number, TitleSummary>> {
  const found = await rows<Row>(db, summaries(ids));
  return new Map(found.map((r) => [r.cod_acervo, summary(r)]));
}

/** The summaries of a page of codes, in the page's order. */
export async function titlesInOrder(db: Db, ids: number[]): Promise<TitleSummary[]> {
  const titles = ids.length ? await titleRows(db, ids) : new Map<number, TitleSummary>();
  return inOrder(ids, titles);
}

export const inOrder = (ids: number[], titles: Map<number, TitleSummary>) => ids.map((id) => titles.get(id)).filter((t): t is TitleSummary => !!t);

/**
 * A page's summaries and the catalogue's version (page-cache.ts) in one statement, so in one
 * snapshot: a cached page is checked and filled with one trip to the database, not two.
 */
export async function titlesInOrderAtVersion(db: Db, ids: number[]): Promise<{ versao: number; titles: TitleSummary[] }> {
  const found = await rows<Row & { versao_catalogo: number | string | null }>(db, sql`
    SELECT v.versao AS versao_catalogo, s.* FROM (SELECT coalesce((SELECT versao FROM catalogo_versao WHERE id = 1), 0) AS versao) v
    LEFT JOIN (${summaries(ids)}) s ON true`);
  const versao = Number(found[0]?.versao_catalogo ?? 0);
  const titles = new Map<number, TitleSummary>();
  for (const { versao_catalogo: _, ...r } of found) if (r.cod_acervo !== null) titles.set(r.cod_acervo, summary(r));
  return { versao, titles: inOrder(ids, titles) };
}
