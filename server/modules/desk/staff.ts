/**
 * Who is staff: people whose role (pessoa.papel) is bibliotecario, each with the staff
 * roles of pessoa.permissoes. The router checks them on every staff operation
 * (server/http/caller.ts), so taking either away takes effect at once.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { STAFF_ROLE, STAFF_ROLES, type StaffRole } from '../../http/caller-types';
import { badRequest, notFound } from '../../http/errors';
import { one } from '../../db/query';

export { STAFF_ROLE };

/**
 * Grants the staff role with the given roles (default admin: every role), or takes it
 * away; the desk's `staff` verb.
 */
export async function setStaff(ctx: AppContext, login: string, on: boolean, roles: string[] = ['admin']) {
  const unknown = roles.filter((r) => !STAFF_ROLES.includes(r as StaffRole));
  if (unknown.length) throw badRequest('error.staff-role-unknown');
  const permissoes = on ? roles : [];
  const row = await one<{ login: string; papel: string; permissoes: string[] }>(ctx.database.db, sql`
    UPDATE pessoa SET papel = ${on ? STAFF_ROLE : 'usuario'}, permissoes = ${`{${permissoes.join(',')}}`}::text[]
    WHERE lower(login) = lower(${login.trim()}) RETURNING login, papel, permissoes`);
  if (!row) throw notFound('error.user-not-found');
  return row;
}
