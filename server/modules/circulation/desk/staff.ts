/**
 * Who is staff: people whose role (pessoa.papel) is bibliotecario, each with the staff
 * roles of pessoa.permissoes. The router checks them on every staff operation
 * (server/http/caller.ts), so taking either away takes effect at once.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { STAFF_ROLE, STAFF_ROLES, type StaffRole } from '../../../http/caller-types';
import { badRequest, notFound, unprocessable } from '../../../http/errors';
import { exec, one, transaction, type Executor } from '../../../db/query';
import { recordAudit } from '../../platform';

export { STAFF_ROLE };

/**
 * Every change that could take the last administrator away (a demotion, a block) takes this
 * lock first in its transaction, before any row lock: such changes then run one at a time,
 * so two administrators demoting each other at once see each other's commit and one is
 * refused. Row locks alone would not do (each change locks only its own target's row), and
 * taken after a row lock it could deadlock with the audit row's key lock on the other's row.
 */
export async function lockAdministrators(tx: Executor): Promise<void> {
  await exec(tx, sql`SELECT pg_advisory_xact_lock(hashtext('administradores'))`);
}

/**
 * Refuses (422 error.last-administrator) a change that would leave the library without an
 * administrator able to act — taking `codPessoa`'s admin role away, or blocking them — when
 * no other unblocked staff member holds it. Call lockAdministrators first.
 */
export async function keepAnAdministrator(tx: Executor, codPessoa: number): Promise<void> {
  const row = await one<{ target: boolean; others: number }>(tx, sql`SELECT
      bool_or(cod_pessoa = ${codPessoa}) AS target, count(*) FILTER (WHERE cod_pessoa <> ${codPessoa})::int AS others
    FROM pessoa WHERE papel = ${STAFF_ROLE} AND 'admin' = ANY(permissoes) AND NOT bloqueado`);
  if (row?.target && row.others === 0) throw unprocessable('error.last-administrator');
}

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
    if (!permissoes.includes('admin')) await lockAdministrators(tx);
    const before = await one<StaffRow>(tx, sql`SELECT cod_pessoa, login, nome, papel, permissoes FROM pessoa
      WHERE lower(login) = lower(${login.trim()}) FOR UPDATE`);
    if (!before) throw notFound('error.user-not-found');
    if (!permissoes.includes('admin')) await keepAnAdministrator(tx, before.cod_pessoa);
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
