import { createHash, timingSafeEqual } from 'node:crypto';
import { defineHandlers } from '../../../../http/handlers';
import { unauthorized, unprocessable } from '../../../../http/errors';
import * as pix from './service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The webhook's secret, compared in constant time; none configured refuses every call. */
const webhookSecretMatches = (configured: string | null, given: string) =>
  configured !== null && timingSafeEqual(digest(configured), digest(given));

export const pixHandlers = defineHandlers({
  createPixCharge: async ({ ctx, req, caller, body, reply }) => {
    const charge = await pix.createCharge(ctx, req.log, caller.codPessoa, body);
    reply.code(201);
    return charge;
  },
  listPixCharges: ({ ctx, caller }) => pix.openCharges(ctx, caller.codPessoa),
  getPixCharge: ({ ctx, caller, params }) => pix.chargeOf(ctx, caller.codPessoa, params.txid),
  staffListPixCharges: ({ ctx, params }) => pix.staffCharges(ctx, params.cod),
  staffCreatePixCharge: async ({ ctx, req, caller, params, body, reply }) => {
    const { vencimento_dias: dueDays, ...chosen } = body;
    const charge = await pix.createCharge(ctx, req.log, params.cod, chosen, { dueDays: dueDays ?? null, staff: caller.codPessoa });
    reply.code(201);
    return charge;
  },
  staffClearPixCharge: ({ ctx, caller, params, body }) => {
    const motivo = body.motivo.trim();
    if (!motivo) throw unprocessable('error.reason-required');
    return pix.clearCharge(ctx, caller.codPessoa, params.txid, motivo);
  },
  pixWebhook: async ({ ctx, params, body }) => {
    if (!webhookSecretMatches(ctx.config.pix.webhookSecret, params.segredo)) throw unauthorized('error.pix-webhook-refused');
    const { received } = await pix.receivePayments(ctx, body.pix);
    return { recebidos: received };
  },
});
