/** The roles section (issue 23): who is staff, with which roles; granting goes through the desk's setStaff rule. */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';
import { STAFF_ROLE, type StaffRole } from '../../../http/caller-types';
import type { ResponseBody } from '../../../http/handlers';
import { setStaff } from '../../circulation';

export async function staffMembers(ctx: AppContext): Promise<ResponseBody<'listStaffMembers'>> {
  return rows(ctx.database.db, sql`SELECT cod_pessoa, login, nome, permissoes FROM pessoa
    WHERE papel = ${STAFF_ROLE} ORDER BY nome, login`);
}

export async function setRoles(ctx: AppContext, actor: number, login: string, roles: StaffRole[], motivo?: string): Promise<ResponseBody<'setStaffRoles'>> {
  const { cod_pessoa, login: who, nome, permissoes } = await setStaff(ctx, login, roles.length > 0, roles, actor, motivo);
  return { cod_pessoa, login: who, nome, permissoes };
}
