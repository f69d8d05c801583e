/**
 * Requests to the library (issue 24 item 3, spec §3 survey fields and document-copy types,
 * §5 page and date order): a patron asks for a document copy, a bibliographic survey, a
 * catalogue card or a specialized search; with the inter-library loans and closed-storage
 * requests of loan-requests (same table) they make the patron's "Requests" list.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { isoTime, one, rows } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import type { QueryParams, RequestBody, ResponseBody } from '../../../http/handlers';
import { circulationBar } from '../../circulation';
import { checkDates } from '../../../core/date-range';
import { KINDS, describe, wireKind, type StoredKind, type WireKind } from './kinds';

type Summary = ResponseBody<'listRequests'>[number];

export interface RequestRow {
  cod_solicitacao: number; cod_pessoa: number; tipo: string; subtipo: string | null; dados: Record<string, unknown>;
  situacao: string; data_solicitacao: string | Date; cod_biblioteca: number | null; desc_biblioteca: string | null;
  observacao_biblioteca: string | null; titulos_armazem: string | null; login: string; nome: string; email: string | null;
}

/** Every request with its library, its patron and, for closed storage, the titles asked for. */
export const requestSelect = sql`
  SELECT s.cod_solicitacao, s.cod_pessoa, s.tipo, s.subtipo, s.dados, s.situacao, s.data_solicitacao, s.cod_biblioteca,
    b.desc_biblioteca, s.observacao_biblioteca, p.login, p.nome, p.email,
    CASE WHEN s.tipo = 'armazem' THEN (
      SELECT string_agg(a.titulo, '; ' ORDER BY a.titulo) FROM jsonb_array_elements(s.dados->'itens') i
      JOIN acervo a ON a.cod_acervo = (i->>'cod_acervo')::int) END AS titulos_armazem
  FROM solicitacao s JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa LEFT JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca`;

export const toSummary = (r: RequestRow): Summary => ({
  cod_solicitacao: r.cod_solicitacao, tipo: wireKind(r.tipo), subtipo: r.subtipo,
  descricao: describe(r.tipo, r.subtipo, r.dados, r.titulos_armazem), data_solicitacao: isoTime(r.data_solicitacao),
  situacao: r.situacao as Summary['situacao'], cod_biblioteca: r.cod_biblioteca ?? 0, desc_biblioteca: r.desc_biblioteca ?? '',
  observacao_biblioteca: r.observacao_biblioteca,
});

/** The patron's requests of one kind or all, newest first, by state and request day. */
export async function listRequests(ctx: AppContext, codPessoa: number, type: WireKind | 'todas', query: QueryParams<'listRequests'>) {
  checkDates(query.dataIni, query.dataFim);
  const status = query.status ?? 'todos';
  const list = await rows<RequestRow>(ctx.database.db, sql`${requestSelect}
    WHERE s.cod_pessoa = ${codPessoa}
      ${type === 'todas' ? sql`` : sql`AND s.tipo = ${KINDS[type]}`}
      ${status === 'todos' ? sql`` : sql`AND s.situacao = ${status}`}
      ${query.dataIni ? sql`AND s.data_solicitacao >= ${query.dataIni}::date` : sql``}
      ${query.dataFim ? sql`AND s.data_solicitacao < ${query.dataFim}::date + 1` : sql``}
    ORDER BY s.data_solicitacao DESC, s.cod_solicitacao DESC`);
  return list.map(toSummary);
}

/** Trimmed text fields; a required one left blank is §8's "required field {name} not filled". */
function trimmed<T extends Record<string, unknown>>(body: T, required: readonly (keyof T & string)[]): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      const clean = value.trim();
      if (clean) out[key] = clean;
    } else if (value !== undefined) out[key] = value;
  }
  for (const key of required) if (!out[key]) throw unprocessable(`error.required-field.${key}`);
  return out as T;
}

/** §5: the bibliography's start page not after its final page. */
export function checkPages(start: number | undefined, end: number | undefined): void {
  if (start !== undefined && end !== undefined && start > end) throw unprocessable('error.bibliography-pages-order');
}

async function record(ctx: AppContext, codPessoa: number, tipo: StoredKind, subtipo: string | null, codBiblioteca: number, dados: object) {
  const { db } = ctx.database;
  // Circulation's one bar: a separated patron or an expired registration requests nothing.
  const barred = await circulationBar(db, codPessoa);
  if (barred) throw unprocessable(barred);
  if (!(await one(db, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${codBiblioteca}`))) throw unprocessable('error.request-library-invalid');
  const row = await one<{ cod_solicitacao: number }>(db, sql`
    INSERT INTO solicitacao (cod_pessoa, tipo, subtipo, cod_biblioteca, dados)
    VALUES (${codPessoa}, ${tipo}, ${subtipo}, ${codBiblioteca}, ${JSON.stringify(dados)}::jsonb)
    RETURNING cod_solicitacao`);
  return { cod_solicitacao: row!.cod_solicitacao };
}

type CopyType = 'artigo' | 'tese' | 'parte-documento';
const COPY_REQUIRED = {
  artigo: ['titulo_periodico', 'titulo_artigo'],
  tese: ['titulo', 'autor', 'grau'],
  'parte-documento': ['titulo_documento', 'titulo_parte'],
} as const;

export async function createDocumentCopy(ctx: AppContext, codPessoa: number, type: CopyType, body: RequestBody<'createDocumentCopyRequest'>) {
  // The body's shape must be its path's: a thesis has a degree, an article a journal, a part its document.
  const shape = (key: string) => Object.hasOwn(body, key);
  const matches = type === 'tese' ? shape('grau') : type === 'artigo' ? shape('titulo_periodico') : shape('titulo_documento');
  if (!matches) throw unprocessable('error.copy-request-shape');
  const dados = trimmed(body as Record<string, unknown>, COPY_REQUIRED[type] as unknown as string[]);
  return record(ctx, codPessoa, 'comutacao_bibliografica', type, body.cod_biblioteca, dados);
}

export async function createSurvey(ctx: AppContext, codPessoa: number, body: RequestBody<'createBibliographicSurvey'>) {
  const dados = trimmed(body, ['assunto_geral']);
  if (dados.data_inicio && dados.data_fim && dados.data_inicio > dados.data_fim) throw unprocessable('error.dates-order');
  checkPages(dados.pagina_inicial_bibliografia, dados.pagina_final_bibliografia);
  return record(ctx, codPessoa, 'levantamento_bibliografico', null, body.cod_biblioteca, dados);
}

/** A catalogue card's form, checked the same way for the request and for its draft PDF. */
export function checkCard(body: RequestBody<'createCatalogueCardRequest'>): RequestBody<'createCatalogueCardRequest'> {
  const dados = trimmed(body, ['titulo', 'autores']);
  checkPages(dados.pagina_inicial_bibliografia, dados.pagina_final_bibliografia);
  if (dados.total_paginas !== undefined && dados.pagina_final_bibliografia !== undefined && dados.pagina_final_bibliografia > dados.total_paginas) {
    throw unprocessable('error.bibliography-pages-total');
  }
  return dados;
}

export async function createCatalogueCard(ctx: AppContext, codPessoa: number, body: RequestBody<'createCatalogueCardRequest'>) {
  return record(ctx, codPessoa, 'ficha_catalografica', null, body.cod_biblioteca, checkCard(body));
}

export async function createSpecializedSearch(ctx: AppContext, codPessoa: number, body: RequestBody<'createSpecializedSearch'>) {
  const dados = trimmed(body, ['assunto']);
  if (dados.ano_inicio !== undefined && dados.ano_fim !== undefined && dados.ano_inicio > dados.ano_fim) throw unprocessable('error.years-order');
  return record(ctx, codPessoa, 'pesquisa_especializada', null, body.cod_biblioteca, dados);
}
