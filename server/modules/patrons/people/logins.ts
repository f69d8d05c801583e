/**
 * One individual, several logins (spec §4 "if the person has several logins, a choice is
 * shown to switch person"; §7 /pessoas/login, /pessoas/troca-login, /pessoas/duplicadas).
 * The logins of one individual share pessoa.vinculo (see auth/resolve-person.ts).
 */
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../../db/query';
import { HttpError, notFound, unauthorized } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { BLOCKED_MESSAGE, userTokens, candidatesFor, splitLoginName } from '../auth';

/** Logins live in this system only; the field exists for institutions with several bases. */
const BASE = 'local';

interface Login { cod_pessoa: number; login: string; vinculo: string | null; bloqueado: boolean }

const loginOf = (db: Executor, codPessoa: number) => one<Login>(db, sql`
  SELECT cod_pessoa, login, vinculo, bloqueado FROM pessoa WHERE cod_pessoa = ${codPessoa}`);

/** The caller's logins, the current one first (just that one when the person has no bond). */
export async function listLogins(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'listLogins'>> {
  const { db } = ctx.database;
  const me = await loginOf(db, codPessoa);
  if (!me) throw unauthorized();
  const logins = await rows<{ cod_pessoa: number; login: string; descricao: string }>(db, sql`
    SELECT p.cod_pessoa, p.login, c.descricao
    FROM pessoa p JOIN categoria c ON c.codigo = p.categoria
    WHERE ${me.vinculo ? sql`p.vinculo = ${me.vinculo} AND NOT p.bloqueado` : sql`p.cod_pessoa = ${codPessoa}`}
    ORDER BY p.cod_pessoa`);
  logins.sort((a, b) => Number(b.cod_pessoa === codPessoa) - Number(a.cod_pessoa === codPessoa));
  return logins.map((r) => ({ codigo: String(r.cod_pessoa), nome: `${r.descricao} (${r.login})`, base: BASE }));
}

/** Tokens for another login of the same individual. */
export async function switchLogin(
  ctx: AppContext, codPessoa: number, body: RequestBody<'switchLogin'>,
): Promise<ResponseBody<'switchLogin'>> {
  const code = Number(body.codigo.trim());
  const { db } = ctx.database;
  const me = await loginOf(db, codPessoa);
  if (!me) throw unauthorized();
  // A code past 32 bits is no one's (cod_pessoa is an integer column: PostgreSQL answered 500).
  const target = Number.isInteger(code) && code > 0 && code <= 2 ** 31 - 1 ? await loginOf(db, code) : undefined;
  // Someone else's login is "not found": the answer never tells whom a code belongs to.
  const mine = target && (target.cod_pessoa === me.cod_pessoa || (me.vinculo !== null && target.vinculo === me.vinculo));
  if (!mine || (body.base.trim() && body.base.trim() !== BASE)) throw notFound('error.login-not-found');
  if (target.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  return userTokens(ctx, { codPessoa: target.cod_pessoa, login: target.login });
}

/**
 * Whether a typed name means several people, and which to choose from. Public (asked
 * before the password), so it reveals no name or login: only each choice's category.
 */
export async function listDuplicatePeople(ctx: AppContext, usuario: string): Promise<ResponseBody<'listDuplicatePeople'>> {
  const { user } = splitLoginName(usuario);
  const found = (await candidatesFor(ctx, user)).filter((p) => !p.bloqueado);
  const byLogin = found.filter((p) => p.login.toLowerCase() === user.toLowerCase());
  if (found.length < 2 || byLogin.length === 1) return { result: false, pessoas: [] };
  return { result: true, pessoas: found.map((p) => ({ codigo: String(p.codPessoa), nome: p.descCategoria, base: BASE })) };
}
