import { defineHandlers } from '../../../http/handlers';
import { auditCsv, auditPage } from './audit-trail';
import { adjustDebtFor, cancelHoldsFor, placeHoldFor, renewFor, setBlockFor } from './on-behalf';
import { patronRecord, searchPatrons } from './patrons';
import { claimQueueItem, listQueue, queueCounts } from '../../platform';
import { issueFirstAccessCode } from '../../patrons';
import { patronCategories, patronProfile, registerPatron, updatePatron } from './registration';
import { setRoles, staffMembers } from './roles';
import { copyByBarcode } from '../../circulation';
import { titleOr404 } from '../../catalogue';

// Who may call each operation is the contract's x-caller (staff:circulation|patrons,
// staff:admin, staff:reports), checked by the router before the body is read.
export const staffHandlers = defineHandlers({
  getStaffQueueCounts: ({ ctx, caller }) => queueCounts(ctx, caller.staff.roles),
  // A queue's own role opens it: the role depends on the path's queue, so the registry checks it.
  listStaffQueue: ({ ctx, caller, params, query }) => listQueue(ctx, params.fila, caller.staff.roles, caller.codPessoa, query),
  claimQueueItem: ({ ctx, caller, params, body }) => claimQueueItem(ctx, params.fila, params.id, body.atribuir, caller.staff.roles, caller.codPessoa),
  searchStaffPatrons: ({ ctx, query }) => searchPatrons(ctx, query.q, query.pagina),
  getStaffPatron: ({ ctx, params }) => patronRecord(ctx, params.cod),
  staffRenewLoans: ({ ctx, caller, params, body }) => renewFor(ctx, { codPessoa: caller.codPessoa, roles: caller.staff.roles }, params.cod, body),
  staffPlaceHold: async ({ ctx, caller, params, body, reply }) => {
    const hold = await placeHoldFor(ctx, caller.codPessoa, params.cod, body);
    reply.code(201);
    return hold;
  },
  staffCancelHolds: async ({ ctx, caller, params, body, reply }) => {
    await cancelHoldsFor(ctx, caller.codPessoa, params.cod, body);
    reply.code(204);
  },
  staffAdjustDebt: ({ ctx, caller, params, body }) => adjustDebtFor(ctx, caller.codPessoa, params.cod, params.id, body),
  staffIssueFirstAccessCode: async ({ ctx, caller, params, reply }) => {
    const code = await issueFirstAccessCode(ctx, caller.codPessoa, params.cod);
    reply.code(201);
    return code;
  },
  listPatronCategories: ({ ctx }) => patronCategories(ctx),
  staffRegisterPatron: async ({ ctx, caller, body, reply }) => {
    const profile = await registerPatron(ctx, caller.codPessoa, body);
    reply.code(201);
    return profile;
  },
  getStaffPatronProfile: ({ ctx, params }) => patronProfile(ctx, params.cod),
  staffUpdatePatronProfile: ({ ctx, caller, params, body }) => updatePatron(ctx, caller.codPessoa, params.cod, body),
  findStaffCopy: async ({ ctx, query }) => {
    const copy = await copyByBarcode(ctx.database.db, query.codigo_barras);
    const { titulo } = await titleOr404(ctx.database.db, copy.cod_acervo);
    return { cod_exemplar: copy.cod_exemplar, cod_acervo: copy.cod_acervo, titulo, cod_biblioteca: copy.cod_biblioteca };
  },
  staffSetPatronBlock: ({ ctx, caller, params, body }) => setBlockFor(ctx, caller.codPessoa, params.cod, body),
  listStaffMembers: ({ ctx }) => staffMembers(ctx),
  setStaffRoles: ({ ctx, caller, params, body }) => setRoles(ctx, caller.codPessoa, params.usuario, body.permissoes, body.motivo),
  listAuditTrail: ({ ctx, query }) => auditPage(ctx, query, query.pagina),
  exportAuditTrail: async ({ ctx, query, reply }) => {
    const csv = await auditCsv(ctx, query);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="auditoria-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  },
});
