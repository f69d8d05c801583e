/**
 * The caller of a staff operation, as the database says now: a person whose role
 * (pessoa.papel) is staff, not blocked, holding the operation's staff role (or admin).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { one } from '../db/query';
import { STAFF_ROLE, type StaffCaller, type StaffRole, type UserCaller } from './caller-types';
import { forbidden } from './errors';

export const STAFF_ONLY = 'error.staff-only';
export const STAFF_ROLE_MISSING = 'error.staff-role-missing';

/** Throws 403 unless the user is staff now (and holds one of `anyOf` when roles are asked). */
export async function staffCaller(ctx: AppContext, user: UserCaller, anyOf: readonly StaffRole[] | null): Promise<StaffCaller> {
  const row = await one<{ nome: string; permissoes: StaffRole[] }>(ctx.database.db, sql`
    SELECT nome, permissoes FROM pessoa WHERE cod_pessoa = ${user.codPessoa} AND papel = ${STAFF_ROLE} AND NOT bloqueado`);
  if (!row) throw forbidden(STAFF_ONLY);
  const roles = row.permissoes ?? [];
  if (anyOf && !anyOf.some((r) => roles.includes(r)) && !roles.includes('admin')) throw forbidden(STAFF_ROLE_MISSING);
  return { ...user, staff: { nome: row.nome, roles } };
}
