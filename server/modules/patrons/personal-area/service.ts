/**
 * GET /pessoas/autenticar/app-layers: the personal-area entries this person's app shows.
 * An entry is on when the institution enables it, the server really answers the calls it
 * needs (openapi/personal-area.ts names them), so the app never offers a page that would
 * 501, and this person may make those calls: an entry whose calls are staff's (user
 * switching) is on only for staff holding the role the contract's `x-caller` asks for.
 * Which operations have a handler is handed in by the handler table
 * (server/modules/index.ts), so this module does not import it.
 */
import { sql } from 'drizzle-orm';
import { PERSONAL_AREA, entryWorks, type PersonalAreaRegistry } from '../../../../openapi/personal-area';
import { operationCallerKinds } from '../../../../openapi/schema.gen';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { STAFF_ROLE, isStaffKind, rolesOf, type CallerKind, type StaffRole, type UserCaller } from '../../../http/caller-types';
import type { ResponseBody } from '../../../http/handlers';
import { appLayers } from '../../platform';

/** operationId → x-caller, as `gen:api` wrote it from the contract (no parsing at run time). */
const callerKind = (op: string): CallerKind | undefined => (operationCallerKinds as unknown as Record<string, CallerKind | undefined>)[op];

/** The person's staff roles, or null when they are not (unblocked) staff. */
async function staffRoles(ctx: AppContext, caller: UserCaller): Promise<StaffRole[] | null> {
  const row = await one<{ permissoes: StaffRole[] | null }>(ctx.database.db, sql`
    SELECT permissoes FROM pessoa WHERE cod_pessoa = ${caller.codPessoa} AND papel = ${STAFF_ROLE} AND NOT bloqueado`);
  return row ? (row.permissoes ?? []) : null;
}

/** Whether someone with these staff roles (null: not staff) may make every call of the entry. */
export function mayUse(
  id: string, roles: readonly StaffRole[] | null, kindOf: (op: string) => CallerKind | undefined = callerKind,
  registry: PersonalAreaRegistry = PERSONAL_AREA,
): boolean {
  const entry = registry.find((e) => e.id === id);
  if (!entry) return false;
  return entry.operations.every((op) => {
    const kind = kindOf(op);
    if (!kind || !isStaffKind(kind)) return true;
    if (roles === null) return false;
    const wanted = rolesOf(kind);
    return wanted === null || wanted.some((r) => roles.includes(r)) || roles.includes('admin');
  });
}

/** `registry`: the personal area's entries (a test hands in one with a made-up entry). */
export async function userAppLayers(
  ctx: AppContext, caller: UserCaller, answered: ReadonlySet<string>, registry: PersonalAreaRegistry = PERSONAL_AREA,
): Promise<ResponseBody<'getUserAppLayers'>> {
  const [{ layers }, roles] = await Promise.all([appLayers(ctx, registry), staffRoles(ctx, caller)]);
  return {
    layers: layers.map(({ id, ativo }) => ({ id, ativo: ativo && entryWorks(id, answered, registry) && mayUse(id, roles, callerKind, registry) })),
  };
}
