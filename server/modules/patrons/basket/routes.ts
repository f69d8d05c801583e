import { badRequest } from '../../../http/errors';
import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const basketHandlers = defineHandlers({
  exportBasket: async ({ ctx, body, reply, caller }) => {
    try {
      return await service.exportBasket(ctx, body, caller?.kind === 'user');
    } catch (error) {
      if (!(error instanceof service.InvalidRecipientError)) throw error;
      reply.code(422).send({ message: error.key, ...(error.destinatario === undefined ? {} : { destinatario: error.destinatario }) });
    }
  },
  addToPermanentBasket: async ({ ctx, body, caller }) => service.addToPermanent(ctx, caller.codPessoa, body.acervos),
  removeFromPermanentBasket: async ({ ctx, body, caller }) => service.removeFromPermanent(ctx, caller.codPessoa, body.acervo),
  getPermanentBasket: ({ ctx, query, caller }) => {
    if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) throw badRequest('error.dates-order');
    return service.permanentBasket(ctx, caller.codPessoa, query);
  },
});
