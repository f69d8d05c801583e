import { defineHandlers } from '../../../http/handlers';
import { registerStaffQueue } from '../../platform';
import * as review from './review';
import * as service from './service';
import { slipPdf } from './slip-pdf';

/** The workspace menu counts the payments waiting for a person beside their section. */
registerStaffQueue({ id: 'pagamentos-revisar', roles: ['circulation'], count: review.openReviewCount });

export const debtsHandlers = defineHandlers({
  listPaymentReviews: ({ ctx, query }) => review.listReviews(ctx, query),
  resolvePaymentReview: ({ ctx, caller, params, body }) => review.resolveReview(ctx, caller.codPessoa, params.cod, body.resolucao, body.nota),
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
