import { notFound, unprocessable } from '../../../http/errors';
import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const pushHandlers = defineHandlers({
  getPushPublicKey: async ({ ctx }) => ({ chavePublica: ctx.push.keys.publicKey }),
  getPushSubscription: async ({ ctx, caller, query }) =>
    ({ ativa: await service.isSubscribed(ctx, caller.codPessoa, query.endpoint) }),
  subscribePush: async ({ ctx, caller, body }) => {
    try {
      await service.subscribe(ctx, caller.codPessoa, body);
    } catch (error) {
      if (error instanceof service.EndpointTakenError) throw unprocessable(error.key);
      throw error;
    }
  },
  unsubscribePush: async ({ ctx, caller, body }) => {
    if (!(await service.unsubscribe(ctx, caller.codPessoa, body.endpoint))) throw notFound('error.push-subscription-not-found');
  },
  renewPushSubscription: async ({ ctx, body }) => {
    if (!(await service.renew(ctx, body.antiga, body.nova))) throw notFound('error.push-subscription-not-found');
  },
});
