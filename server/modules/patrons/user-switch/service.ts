/**
 * User switching (spec §1 "User switching", §5 "Swap user: username required, with
 * confirmation"; §7 GET /pessoas/{user}/nome, POST /pessoas/meu-pergamum/troca-usuario).
 * The spec names no one who may switch; patrons see only their own data (§6), so here it is
 * library staff serving a patron: a staff member (not blocked) may switch to a patron who
 * is not staff, not blocked and not themselves. The name call applies the same rules, so
 * the confirmation only ever names someone the switch would reach. The staff member's own
 * session ends with the switch: the device now holds the patron's session only.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { HttpError, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { STAFF_ROLE, type StaffCaller } from '../../../http/caller-types';
import { recordAudit } from '../../platform';
import { BLOCKED_MESSAGE, userTokens } from '../auth';
import { one } from '../../../db/query';

export const SWITCH_SELF = 'error.switch-user-self';
const NOT_FOUND = 'error.user-not-found';
const STAFF_TARGET = 'error.switch-user-staff';

async function allowedTarget(ctx: AppContext, caller: StaffCaller, usuario: string) {
  const login = usuario.trim();
  if (!login) throw unprocessable('error.switch-user-required');
  const person = await one<{ cod_pessoa: number; login: string; nome: string; papel: string; bloqueado: boolean }>(ctx.database.db, sql`
    SELECT cod_pessoa, login, nome, papel, bloqueado FROM pessoa WHERE lower(login) = lower(${login})`);
  if (!person) throw notFound(NOT_FOUND);
  if (person.cod_pessoa === caller.codPessoa) throw unprocessable(SWITCH_SELF);
  if (person.papel === STAFF_ROLE) throw forbidden(STAFF_TARGET);
  if (person.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  return person;
}

export async function personName(ctx: AppContext, caller: StaffCaller, usuario: string): Promise<ResponseBody<'getPersonName'>> {
  const person = await allowedTarget(ctx, caller, usuario);
  return { nome: person.nome };
}

export async function switchUser(ctx: AppContext, caller: StaffCaller, usuario: string): Promise<ResponseBody<'switchUser'>> {
  const person = await allowedTarget(ctx, caller, usuario);
  const tokens = await userTokens(ctx, { codPessoa: person.cod_pessoa, login: person.login });
  await recordAudit(ctx.database.db, {
    autor: caller.codPessoa, acao: 'user.switch', alvoTipo: 'pessoa', alvoId: person.cod_pessoa, codPessoa: person.cod_pessoa,
    antes: { login: caller.login }, depois: { login: person.login },
  });
  if (caller.session) await ctx.tokens.revokeSession(caller.codPessoa, caller.session);
  return tokens;
}
