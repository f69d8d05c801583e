/**
 * Titles as result lists show them (the contract's TitleSummary): type of work, language
 * name and the copies available now, for a page of codes in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/query';
import type { Schema } from '../http/handlers';
import { languageName } from './languages';

export type TitleSummary = Schema<'TitleSummary'>;

/** Summaries of the given titles, with their availability; codes that name no title are absent. */
export async function titleRows(db: Db, ids: number[]): Promise<Map<number, TitleSummary>> {
  const found = await rows<Omit<TitleSummary, 'idioma_desc'>>(db, sql`
    SELECT a.cod_acervo, a.cod_tipo_obra, t.descricao AS desc_tipo_obra, a.titulo, a.autor, a.ano_publicacao, a.idioma,
      a.classificacao, link_capa_de(a.cod_acervo, a.link_capa, a.isbn, a.issn) AS link_capa, a.acesso_remoto, CASE WHEN a.possui_acessibilidade THEN 'S' ELSE 'N' END AS possui_acessibilidade,
      (SELECT count(*) FILTER (WHERE e.situacao = 'disponivel') FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_disponiveis,
      (SELECT count(*) FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_total
    FROM acervo a JOIN tipo_obra t ON t.cod_tipo_obra = a.cod_tipo_obra
    WHERE a.cod_acervo = ANY(${sql.param(ids)}::int[])`);
  return new Map(found.map((r) => [r.cod_acervo, { ...r, idioma_desc: languageName(r.idioma) }]));
}

/** The summaries of a page of codes, in the page's order. */
export async function titlesInOrder(db: Db, ids: number[]): Promise<TitleSummary[]> {
  const titles = ids.length ? await titleRows(db, ids) : new Map<number, TitleSummary>();
  return ids.map((id) => titles.get(id)).filter((t): t is TitleSummary => !!t);
}
