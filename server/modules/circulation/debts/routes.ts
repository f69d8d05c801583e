import { defineHandlers } from '../../../http/handlers';
import * as service from './service';
import { slipPdf } from './slip-pdf';

export const debtsHandlers = defineHandlers({
  getPendingDebits: ({ ctx, caller }) => service.pendingDebits(ctx, caller.codPessoa),
  createPaymentSlip: async ({ ctx, caller, body, reply }) => {
    const slip = await service.createSlip(ctx, caller.codPessoa, body);
    reply.code(201);
    return slip;
  },
  getPaymentSlip: async ({ ctx, caller, params, reply }) => {
    const document = await service.slipDocument(ctx, caller.codPessoa, params.id);
    const pdf = await slipPdf(document);
    // Returning the reply tells Fastify the answer is sent, even while async onSend hooks (compression) still run.
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="gru-${document.slip.numero_referencia}.pdf"`)
      .send(Buffer.from(pdf));
  },
});
