import { defineHandlers } from '../../../http/handlers';
import { checkDates } from '../../../core/date-range';
import * as service from './service';

export const holdsHandlers = defineHandlers({
  getHoldOptions: ({ ctx, params, caller }) =>
    service.holdOptions(ctx, params.id, caller?.kind === 'user' ? caller.codPessoa : null),
  createHold: async ({ ctx, caller, body, reply }) => {
    const hold = await service.createHold(ctx, caller.codPessoa, body);
    reply.code(201);
    return hold;
  },
  listHolds: ({ ctx, caller }) => service.listHolds(ctx, caller.codPessoa),
  cancelHolds: ({ ctx, caller, body }) => service.cancelHolds(ctx, caller.codPessoa, body),
  checkHoldQueue: ({ ctx, caller, body }) => service.checkQueue(ctx, caller.codPessoa, body),
  listHoldHistory: ({ ctx, caller, query }) => {
    checkDates(query.dataIni, query.dataFim);
    return service.holdHistory(ctx, caller.codPessoa, query.dataIni, query.dataFim);
  },
});
