import { defineHandlers } from '../../../http/handlers';
import './queues';
import * as office from './back-office';
import { checkOutAtDesk, returnAtDesk } from './patron-panel';
import { closingReport, refundPayment, takePayment } from './cashier';
import { applyOfflineDesk } from './offline';

// Who may call each operation is the contract's x-caller (staff, staff:circulation…),
// checked by the router before the body is read.
export const deskHandlers = defineHandlers({
  getDeskSession: async ({ caller }) => ({ cod_pessoa: caller.codPessoa, login: caller.login, nome: caller.staff.nome, permissoes: caller.staff.roles }),
  getDeskPatron: ({ ctx, caller, params }) => office.patronAtDesk(ctx, params.usuario, caller.staff.roles),
  deskCheckOut: async ({ ctx, caller, body, reply }) => {
    const loan = await checkOutAtDesk(ctx, { codPessoa: caller.codPessoa, roles: caller.staff.roles }, body.usuario, body.codigo_barras, body.motivo_liberacao);
    reply.code(201);
    return loan;
  },
  deskReturn: ({ ctx, caller, body }) => returnAtDesk(ctx, caller.codPessoa, body.codigo_barras),
  applyOfflineDesk: async ({ ctx, caller, body }) => ({
    resultados: await applyOfflineDesk(ctx, { codPessoa: caller.codPessoa, roles: caller.staff.roles }, body.transacoes),
  }),
  listDeskLoanRequests: ({ ctx, query }) => office.deskLoanRequests(ctx, query.status),
  advanceLoanRequest: ({ ctx, caller, params, body }) => office.advanceLoanRequest(ctx, params.id, body?.situacao, caller.codPessoa),
  listPendingComments: ({ ctx }) => office.pendingComments(ctx),
  moderateComment: async ({ ctx, caller, params, body }) => {
    await office.moderateComment(ctx, params.id, body.situacao, caller.codPessoa);
  },
  moderateComments: ({ ctx, caller, body }) => office.moderateComments(ctx, body.ids, body.situacao, caller.codPessoa),
  takeDeskPayment: async ({ ctx, caller, body, reply }) => {
    const receipt = await takePayment(ctx, caller.codPessoa, body);
    reply.code(201);
    return receipt;
  },
  refundDeskPayment: async ({ ctx, caller, params, body, reply }) => {
    const receipt = await refundPayment(ctx, caller.codPessoa, params.recibo, body.motivo, body.balcao);
    reply.code(201);
    return receipt;
  },
  getDeskClosing: ({ ctx, query }) => closingReport(ctx, query.data),
  recordPayment: async ({ ctx, caller, body, reply }) => {
    const paid = await office.recordPayment(ctx, body.usuario, body.multas, caller.codPessoa, {
      metodo: body.metodo ?? office.DEFAULT_PLACE.metodo, balcao: body.balcao?.trim() || office.DEFAULT_PLACE.balcao,
    });
    reply.code(201);
    return paid;
  },
});
