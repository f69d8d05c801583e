import { defineHandlers } from '../../../http/handlers';
import * as partners from './partners';

export const harvestHandlers = defineHandlers({
  listNetworkPartners: ({ ctx }) => partners.listPartners(ctx.database.db),
  createNetworkPartner: async ({ ctx, caller, body, reply }) => {
    const created = await partners.createPartner(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  updateNetworkPartner: ({ ctx, caller, params, body }) => partners.updatePartner(ctx, caller.codPessoa, params.codEmpresa, body),
  deleteNetworkPartner: async ({ ctx, caller, params, reply }) => {
    await partners.deletePartner(ctx, caller.codPessoa, params.codEmpresa);
    reply.code(204);
  },
  runNetworkHarvest: ({ ctx, caller, params, req }) => partners.startHarvest(ctx, caller.codPessoa, params.codEmpresa, (m) => req.log.info(m)),
});
