/**
 * Who calls an operation: the kinds the contract names (`x-caller` in openapi/library.yaml)
 * and the caller a handler receives for each. Imports nothing, so `server/context.ts`, the
 * auth module and the router all take it without a cycle.
 *
 * Staff are people whose `pessoa.papel` is `bibliotecario` (not blocked); what each may do
 * is `pessoa.permissoes`, a list of the roles below. `admin` implies every role. An
 * operation marked `staff` takes any staff member; `staff:<role>` takes one holding that
 * role (or admin). Both are checked against the database on every call, before the body is
 * read, so taking a role away takes effect at once, whatever tokens the person still holds.
 */

/** The staff roles (pessoa.permissoes), as the staff workspace divides the work. */
export const STAFF_ROLES = [
  /** The circulation desk: patrons at the desk, check-out, return, loan requests, payments. */
  'circulation',
  /** Records and items: cataloguing, and the moderation of titles' comments. */
  'cataloguing',
  /** Patrons: loading and editing patrons, user switching, personal-data (LGPD) requests. */
  'patrons',
  /** Settings, permissions and rules; implies every other role. */
  'admin',
  /** Reports and the audit trail. */
  'reports',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** pessoa.papel of library staff. */
export const STAFF_ROLE = 'bibliotecario';

/** The contract's `x-caller` values. */
export const CALLER_KINDS = [
  'none', 'public', 'private', 'either', 'staff', ...STAFF_ROLES.map((r) => `staff:${r}` as const),
  /** Either role will do: the patrons section serves the circulation desk and patron administration (issue 23). */
  'staff:circulation|patrons',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The roles a `staff:<role>[|<role>]` kind accepts (any one of them); null for plain `staff` and every other kind. */
export const rolesOf = (kind: CallerKind): StaffRole[] | null => (kind.startsWith('staff:') ? (kind.slice(6).split('|') as StaffRole[]) : null);

/** The role a `staff:<role>` kind asks for (the first, for a kind accepting several); null for plain `staff` and every other kind. */
export const roleOf = (kind: CallerKind): StaffRole | null => rolesOf(kind)?.[0] ?? null;
export const isStaffKind = (kind: CallerKind) => kind === 'staff' || kind.startsWith('staff:');

/** A client holding the public (visitor) token; `tokenId` (its jti) counts its requests (http/public-limits.ts). */
export interface PublicCaller { kind: 'public'; clientId: string; tokenId?: string }
/** A signed-in patron (a user token). */
export interface UserCaller { kind: 'user'; clientId: string; codPessoa: number; login: string; session?: string }
/** A signed-in member of the library's staff, as the database says now. */
export interface StaffCaller extends UserCaller {
  staff: { nome: string; roles: StaffRole[] };
}
/** Who is calling, from the bearer token. */
export type Caller = PublicCaller | UserCaller;

/** The caller a handler receives for an operation of a given kind (the router checked it). */
export type CallerFor<K> = K extends 'none'
  ? null
  : K extends 'private'
    ? UserCaller
    : K extends 'staff' | `staff:${string}`
      ? StaffCaller
      : Caller;
