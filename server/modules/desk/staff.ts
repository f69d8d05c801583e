/**
 * Who may work the desk: people whose role (pessoa.papel) is bibliotecario. The role is
 * read from the database on every call, so taking it away takes effect at once, whatever
 * tokens the person still holds.
 */
import { sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../context';
import { requireUser } from '../../http/caller';
import { forbidden, notFound } from '../../http/errors';
import { one } from '../../db/query';

export const STAFF_ROLE = 'bibliotecario';

export async function requireStaff(ctx: AppContext, caller: Caller | null) {
  const user = requireUser(caller);
  const row = await one<{ cod_pessoa: number; login: string; nome: string }>(ctx.database.db, sql`
    SELECT cod_pessoa, login, nome FROM pessoa WHERE cod_pessoa = ${user.codPessoa} AND papel = ${STAFF_ROLE} AND NOT bloqueado`);
  if (!row) throw forbidden('Acesso restrito à equipe da biblioteca');
  return row;
}

/** Grants (or takes away) the staff role; the desk's `staff` verb. */
export async function setStaff(ctx: AppContext, login: string, on: boolean) {
  const row = await one<{ login: string; papel: string }>(ctx.database.db, sql`
    UPDATE pessoa SET papel = ${on ? STAFF_ROLE : 'usuario'} WHERE lower(login) = lower(${login.trim()}) RETURNING login, papel`);
  if (!row) throw notFound('Usuário não encontrado');
  return row;
}
