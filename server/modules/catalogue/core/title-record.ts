/**
 * A title's catalogue record (the `acervo` row's descriptive columns, MARC included), or
 * the 404 every title sub-resource answers for a code that names no title; `titleOr404` is
 * the same answer for callers that only need the title's name (and may lock its row).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, type Executor } from '../../../db/query';
import { summaries, type TitleSummary } from './title-rows';
import { notFound } from '../../../http/errors';
import type { Schema } from '../../../http/handlers';
import type { MarcRecord } from '../../../marc/types';
import { languageName } from './languages';

/** The contract's Title fields the record holds, with its subjects as stored (`assuntos`, the page's `assunto`) and its MARC. */
export type TitleRecord = Pick<Schema<'Title'>, 'cod_acervo' | 'numero_controle' | 'descricao_fisica' | 'edicao' | 'editora'
  | 'local_publicacao' | 'isbn' | 'issn' | 'serie' | 'notas' | 'dados_adicionais' | 'cod_tipo_area_conhec' | 'cod_area_conhecimento'
  | 'rota' | 'tipo_contido' | 'link_capa'> & { assuntos: string[]; marc: MarcRecord };

const TITLE_NOT_FOUND = 'error.title-not-found';

export async function titleRecord(ctx: AppContext, id: number): Promise<TitleRecord> {
  const row = await one<TitleRecord>(ctx.database.db, sql`
    SELECT cod_acervo, numero_controle, assuntos, descricao_fisica, edicao, editora, local_publicacao, isbn, issn, serie,
      notas, dados_adicionais, cod_tipo_area_conhec, cod_area_conhecimento, rota, tipo_contido, link_capa_de(cod_acervo, link_capa, isbn, issn) AS link_capa, marc
    FROM acervo WHERE cod_acervo = ${id}`);
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return row;
}

/**
 * A title's name, or the 404. `lock` takes the title's row lock first (holds and loans of
 * one title queue on it; the lock order is in server/modules/circulation/core/store.ts).
 */
export async function titleOr404(ex: Executor, id: number, { lock = false } = {}): Promise<{ cod_acervo: number; titulo: string }> {
  const row = await one<{ cod_acervo: number; titulo: string }>(ex, sql`
    SELECT cod_acervo, titulo FROM acervo WHERE cod_acervo = ${id} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`);
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return row;
}

/** What a title's page shows (GET /acervo/{id}): the record's descriptive columns without its MARC, and the summary. */
export type TitleDetail = TitleSummary & Omit<TitleRecord, 'marc' | 'link_capa'>;

/**
 * A title's page in one statement (the record's columns beside the list summary, the copies
 * available now included), or the 404. The MARC record is not read: the page does not show it.
 */
export async function titleDetail(ctx: AppContext, id: number): Promise<TitleDetail> {
  const row = await one<Omit<TitleDetail, 'idioma_desc'>>(ctx.database.db, summaries([id], sql`
    a.numero_controle, a.assuntos, a.descricao_fisica, a.edicao, a.editora, a.local_publicacao, a.isbn, a.issn, a.serie,
    a.notas, a.dados_adicionais, a.cod_tipo_area_conhec, a.cod_area_conhecimento, a.rota, a.tipo_contido,`));
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return { ...row, idioma_desc: languageName(row.idioma) };
}
