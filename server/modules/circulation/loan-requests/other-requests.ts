/**
 * Requests that are not loans of our own copies: an inter-library loan from a network
 * institution, and items of a basket fetched from a library's closed storage. Both are
 * recorded for the library to handle (table solicitacao).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { one, rows } from '../../../db/query';
import { circulationBar } from '../core';
import { contactFields, libraries } from './service';

export async function interLibraryFormData(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getInterLibraryFormData'>> {
  const { db } = ctx.database;
  const instituicoes = await rows<{ cod_empresa: number; desc_empresa: string }>(db, sql`
    SELECT cod_empresa, desc_empresa FROM rede_instituicao ORDER BY desc_empresa`);
  const person = await one<{ email: string | null; telefone: string | null }>(db, sql`
    SELECT email, dados_pessoais->>'telefone' AS telefone FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  return { instituicoes, bibliotecas_recebimento: await libraries(db), telefone: person?.telefone ?? null, email: person?.email ?? null };
}

export async function createInterLibraryRequest(ctx: AppContext, codPessoa: number, body: RequestBody<'createInterLibraryRequest'>) {
  const { db } = ctx.database;
  const barred = await circulationBar(db, codPessoa);
  if (barred) throw unprocessable(barred);
  if (!(await one(db, sql`SELECT 1 FROM rede_instituicao WHERE cod_empresa = ${body.cod_empresa}`))) {
    throw unprocessable('error.inter-library-institution-invalid');
  }
  if (!(await one(db, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${body.biblioteca_recebimento}`))) {
    throw unprocessable('error.loan-request-library-invalid');
  }
  const titulo = body.titulo.trim();
  if (!titulo) throw unprocessable('error.required-field.titulo');
  const { telefone, email } = contactFields(body.telefone, body.email);
  const dados = { ...body, titulo, telefone, email };
  const [row] = await rows<{ cod_solicitacao: number }>(db, sql`
    INSERT INTO solicitacao (cod_pessoa, tipo, cod_biblioteca, dados)
    VALUES (${codPessoa}, 'emprestimo_inter_bibliotecas', ${body.biblioteca_recebimento}, ${JSON.stringify(dados)}::jsonb)
    RETURNING cod_solicitacao`);
  return { cod_solicitacao: row.cod_solicitacao };
}

/** Basket items from closed storage: every item must be a title with a copy in that library. */
export async function requestFromArchive(ctx: AppContext, codPessoa: number, codBiblioteca: number, items: RequestBody<'requestFromArchive'>['cesta']) {
  const { db } = ctx.database;
  const barred = await circulationBar(db, codPessoa);
  if (barred) throw unprocessable(barred);
  if (!(await one(db, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${codBiblioteca}`))) throw unprocessable('error.archive-library-invalid');
  if (items.length === 0) throw unprocessable('error.archive-empty');
  const titles = [...new Set(items.map((i) => i.cod_acervo))];
  const held = await rows<{ cod_acervo: number }>(db, sql`
    SELECT DISTINCT cod_acervo FROM exemplar WHERE cod_biblioteca = ${codBiblioteca} AND cod_acervo IN ${titles}`);
  if (held.length !== titles.length) throw unprocessable('error.archive-item-invalid');
  const [row] = await rows<{ cod_solicitacao: number }>(db, sql`
    INSERT INTO solicitacao (cod_pessoa, tipo, cod_biblioteca, dados)
    VALUES (${codPessoa}, 'armazem', ${codBiblioteca}, ${JSON.stringify({ itens: items })}::jsonb)
    RETURNING cod_solicitacao`);
  return { cod_solicitacao: row.cod_solicitacao };
}
