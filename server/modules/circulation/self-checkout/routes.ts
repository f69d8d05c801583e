import { defineHandlers } from '../../../http/handlers';
import { borrow, receiptOf, startVisit } from './service';
import { currentEntranceCode, listSettings, updateSettings } from './settings';

// Who may call each is the contract's x-caller (private: the patron's own visits; staff roles), checked by the router.
export const selfCheckoutHandlers = defineHandlers({
  startSelfCheckout: async ({ ctx, caller, body, req, reply }) => {
    const receipt = await startVisit(ctx, caller, body, req.ip);
    reply.code(201);
    return receipt;
  },
  getSelfCheckoutReceipt: ({ ctx, caller, params }) => receiptOf(ctx.database.db, { visit: params.codVisita, patron: caller.codPessoa }),
  selfCheckOut: async ({ ctx, caller, params, body, reply }) => {
    const receipt = await borrow(ctx, caller, params.codVisita, body.codigo_barras);
    reply.code(201);
    return receipt;
  },
  listSelfCheckoutSettings: ({ ctx }) => listSettings(ctx),
  updateSelfCheckoutSettings: ({ ctx, caller, params, body }) => updateSettings(ctx, caller, params.codBiblioteca, body),
  selfCheckoutEntranceCode: ({ ctx, req, params }) => currentEntranceCode(ctx, req, params.codBiblioteca),
  verifySelfCheckoutReceipt: ({ ctx, params }) => receiptOf(ctx.database.db, { code: params.codigo }),
});
