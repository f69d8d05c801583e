/**
 * Who is staff: people whose role (pessoa.papel) is bibliotecario, each with the staff
 * roles of pessoa.permissoes. The router checks them on every staff operation
 * (server/http/caller.ts), so taking either away takes effect at once.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { STAFF_ROLE, STAFF_ROLES, type StaffRole } from '../../http/caller-types';
import { badRequest, notFound } from '../../http/errors';
import { exec, one, transaction } from '../../db/query';
import { recordAudit } from '../audit';

export { STAFF_ROLE };

interface StaffRow { cod_pessoa: number; login: string; nome: string; papel: string; permissoes: StaffRole[] }

/**
 * Grants the staff role with the given roles (default admin: every role), or takes it
 * away (off, or no roles); the desk's `staff` verb and the roles section (actor: who did
 * it, null from the command line). Audited as role.grant or role.revoke.
 */
export async function setStaff(ctx: AppContext, login: string, on: boolean, roles: string[] = ['admin'], actor: number | null = null, motivo?: string) {
  const unknown = roles.filter((r) => !STAFF_ROLES.includes(r as StaffRole));
  if (unknown.length) throw badRequest('error.staff-role-unknown');
  const permissoes = on ? [...new Set(roles)] : [];
  const staff = permissoes.length > 0;
  return transaction(ctx, async (tx) => {
    const before = await one<StaffRow>(tx, sql`SELECT cod_pessoa, login, nome, papel, permissoes FROM pessoa
      WHERE lower(login) = lower(${login.trim()}) FOR UPDATE`);
    if (!before) throw notFound('error.user-not-found');
    const papel = staff ? STAFF_ROLE : 'usuario';
    await exec(tx, sql`UPDATE pessoa SET papel = ${papel}, permissoes = ${`{${permissoes.join(',')}}`}::text[] WHERE cod_pessoa = ${before.cod_pessoa}`);
    const was = before.papel === STAFF_ROLE ? before.permissoes : [];
    await recordAudit(tx, {
      autor: actor, acao: permissoes.some((r) => !was.includes(r as StaffRole)) ? 'role.grant' : 'role.revoke', alvoTipo: 'pessoa',
      alvoId: before.cod_pessoa, codPessoa: before.cod_pessoa, motivo: motivo?.trim() || null,
      antes: { papel: before.papel, permissoes: before.permissoes }, depois: { papel, permissoes },
    });
    return { cod_pessoa: before.cod_pessoa, login: before.login, nome: before.nome, papel, permissoes: permissoes as StaffRole[] };
  });
}
