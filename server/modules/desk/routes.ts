import { defineHandlers } from '../../http/handlers';
import * as office from './back-office';
import * as desk from './circulation';
import { requireStaff } from './staff';

export const deskHandlers = defineHandlers({
  getDeskSession: ({ ctx, caller }) => requireStaff(ctx, caller),
  getDeskPatron: async ({ ctx, caller, params }) => {
    await requireStaff(ctx, caller);
    return office.patronAtDesk(ctx, params.usuario);
  },
  deskCheckOut: async ({ ctx, caller, body, reply }) => {
    await requireStaff(ctx, caller);
    const loan = await desk.checkOut(ctx, body.usuario, body.codigo_barras);
    reply.code(201);
    return loan;
  },
  deskReturn: async ({ ctx, caller, body }) => {
    await requireStaff(ctx, caller);
    return desk.checkIn(ctx, body.codigo_barras);
  },
  listDeskLoanRequests: async ({ ctx, caller, query }) => {
    await requireStaff(ctx, caller);
    return office.deskLoanRequests(ctx, query.status);
  },
  advanceLoanRequest: async ({ ctx, caller, params, body }) => {
    await requireStaff(ctx, caller);
    return office.advanceLoanRequest(ctx, params.id, body?.situacao);
  },
  listPendingComments: async ({ ctx, caller }) => {
    await requireStaff(ctx, caller);
    return office.pendingComments(ctx);
  },
  moderateComment: async ({ ctx, caller, params, body }) => {
    await requireStaff(ctx, caller);
    await office.moderateComment(ctx, params.id, body.situacao);
  },
  recordPayment: async ({ ctx, caller, body, reply }) => {
    await requireStaff(ctx, caller);
    const paid = await office.recordPayment(ctx, body.usuario, body.multas);
    reply.code(201);
    return paid;
  },
});
