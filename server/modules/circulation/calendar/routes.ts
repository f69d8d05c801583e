import { defineHandlers } from '../../../http/handlers';
import { publicBase } from '../../../http/public-url';
import * as service from './service';

export const calendarHandlers = defineHandlers({
  getCalendarSubscription: ({ ctx, caller }) => service.subscriptionStatus(ctx, caller.codPessoa),
  createCalendarSubscription: async ({ ctx, caller, req, reply, lang }) => {
    const answer = await service.createSubscription(ctx, caller.codPessoa, publicBase(ctx.config, req), lang);
    reply.code(201);
    return answer;
  },
  revokeCalendarSubscription: async ({ ctx, caller }) => {
    await service.revokeSubscription(ctx, caller.codPessoa);
  },
  getCalendarFeed: async ({ ctx, params, query, reply }) => {
    const body = await service.feed(ctx, params.token, query.lang ?? '1');
    // Calendar apps poll; the data is the patron's, so no shared cache keeps it.
    reply.type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="biblioteca.ics"')
      .send(body);
  },
});
