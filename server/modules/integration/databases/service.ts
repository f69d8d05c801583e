/**
 * Subscribed electronic databases (issue 24 item 5): per library (or for every library),
 * with access notes, kept by staff (cataloguing) and listed to patrons (spec §1 "Database").
 * A restricted one names an e-resource base the patron opens through
 * PUT /pessoas/meu-pergamum/redirect-base. Every staff change writes an audit row.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { recordAudit } from '../../platform';

type StaffDatabase = ResponseBody<'createDatabase'>;
type DatabaseInput = RequestBody<'createDatabase'>;

const SELECT = sql`
  SELECT d.cod_base AS codigo, d.nome, d.base, d.descricao, d.url, d.acesso_restrito, d.cod_biblioteca, b.desc_biblioteca, d.ativo
    FROM base_dados d LEFT JOIN biblioteca b ON b.cod_biblioteca = d.cod_biblioteca`;

/** The active databases, by library (every library's first), then name. */
export async function patronDatabases(ctx: AppContext): Promise<ResponseBody<'listDatabases'>> {
  const found = await rows<StaffDatabase>(ctx.database.db, sql`${SELECT} WHERE d.ativo ORDER BY b.desc_biblioteca NULLS FIRST, d.nome`);
  return found.map(({ ativo: _ativo, ...entry }) => entry);
}

export async function staffDatabases(ctx: AppContext): Promise<ResponseBody<'listStaffDatabases'>> {
  return rows<StaffDatabase>(ctx.database.db, sql`${SELECT} ORDER BY d.ativo DESC, b.desc_biblioteca NULLS FIRST, d.nome`);
}

const byId = (ex: Executor, id: number) => one<StaffDatabase>(ex, sql`${SELECT} WHERE d.cod_base = ${id}`);

/** The input as stored: names trimmed and required, a web address or none, a known library. */
async function checked(ex: Executor, input: DatabaseInput) {
  const nome = input.nome.trim();
  if (!nome) throw unprocessable('error.required-field.nome');
  const base = input.base.trim().toLowerCase();
  if (!base) throw unprocessable('error.required-field.base');
  const url = input.url?.trim() || null;
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw unprocessable('error.database-url-invalid');
  if (input.cod_biblioteca != null && !(await one(ex, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${input.cod_biblioteca}`))) {
    throw unprocessable('error.required-field.biblioteca');
  }
  return { nome, base, url, descricao: input.descricao?.trim() || null, acesso_restrito: input.acesso_restrito, cod_biblioteca: input.cod_biblioteca, ativo: input.ativo };
}

export async function createDatabase(ctx: AppContext, staff: number, input: DatabaseInput): Promise<StaffDatabase> {
  return transaction(ctx, async (tx) => {
    const v = await checked(tx, input);
    const { id } = (await one<{ id: number }>(tx, sql`
      INSERT INTO base_dados (nome, base, descricao, url, acesso_restrito, cod_biblioteca, ativo)
      VALUES (${v.nome}, ${v.base}, ${v.descricao}, ${v.url}, ${v.acesso_restrito}, ${v.cod_biblioteca}, ${v.ativo})
      RETURNING cod_base AS id`))!;
    await recordAudit(tx, { autor: staff, acao: 'database.create', alvoTipo: 'base_dados', alvoId: id, depois: v });
    return (await byId(tx, id))!;
  });
}

export async function updateDatabase(ctx: AppContext, staff: number, id: number, input: DatabaseInput): Promise<StaffDatabase> {
  return transaction(ctx, async (tx) => {
    const before = await one<StaffDatabase>(tx, sql`${SELECT} WHERE d.cod_base = ${id} FOR UPDATE OF d`);
    if (!before) throw notFound('error.database-not-found');
    const v = await checked(tx, input);
    await exec(tx, sql`
      UPDATE base_dados SET nome = ${v.nome}, base = ${v.base}, descricao = ${v.descricao}, url = ${v.url},
             acesso_restrito = ${v.acesso_restrito}, cod_biblioteca = ${v.cod_biblioteca}, ativo = ${v.ativo}
       WHERE cod_base = ${id}`);
    await recordAudit(tx, { autor: staff, acao: 'database.update', alvoTipo: 'base_dados', alvoId: id, antes: { ...before }, depois: v });
    return (await byId(tx, id))!;
  });
}

export async function deleteDatabase(ctx: AppContext, staff: number, id: number): Promise<void> {
  await transaction(ctx, async (tx) => {
    const before = await one<StaffDatabase>(tx, sql`${SELECT} WHERE d.cod_base = ${id} FOR UPDATE OF d`);
    if (!before) throw notFound('error.database-not-found');
    await exec(tx, sql`DELETE FROM base_dados WHERE cod_base = ${id}`);
    await recordAudit(tx, { autor: staff, acao: 'database.delete', alvoTipo: 'base_dados', alvoId: id, antes: { ...before } });
  });
}
