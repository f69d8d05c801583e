import { defineHandlers } from '../../../http/handlers';
import * as terminals from './terminals';

// x-caller staff:admin (the contract), checked by the router before the body is read.
export const sip2Handlers = defineHandlers({
  listSip2Terminals: ({ ctx }) => terminals.listTerminals(ctx),
  createSip2Terminal: async ({ ctx, caller, body, reply }) => {
    const terminal = await terminals.createTerminal(ctx, body, caller.codPessoa);
    reply.code(201);
    return terminal;
  },
  updateSip2Terminal: ({ ctx, caller, params, body }) => terminals.updateTerminal(ctx, params.id, body, caller.codPessoa),
  deleteSip2Terminal: async ({ ctx, caller, params, reply }) => {
    await terminals.deleteTerminal(ctx, params.id, caller.codPessoa);
    reply.code(204);
  },
});
