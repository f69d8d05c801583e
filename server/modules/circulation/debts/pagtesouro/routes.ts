import { defineHandlers } from '../../../../http/handlers';
import { publicBase } from '../../../../http/public-url';
import * as pagtesouro from './service';

export const pagTesouroHandlers = defineHandlers({
  listPagTesouroPayments: ({ ctx, caller }) => pagtesouro.patronPayments(ctx, caller.codPessoa),
  createPagTesouroPayment: async ({ ctx, req, caller, body, reply }) => {
    const payment = await pagtesouro.createPayment(ctx, req.log, publicBase(ctx.config, req), caller.codPessoa, body);
    reply.code(201);
    return payment;
  },
  pagTesouroNotification: async ({ ctx, req, params, body }) => ({ situacao: await pagtesouro.notified(ctx, req.log, params.segredo, body.idPagamento) }),
});
