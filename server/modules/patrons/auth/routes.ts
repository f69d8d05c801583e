import { defineHandlers } from '../../../http/handlers';
import { grantToken, revokeToken, signInClient } from './service';

export const authHandlers = defineHandlers({
  // A RetryLaterError's Retry-After header is written by the app's error handler.
  createToken: ({ ctx, body, req, lang }) => grantToken(ctx, body, signInClient(ctx, req, lang)),
  // RFC 7009 §2.2 answers 200 (not 204) whether or not there was a session to end.
  revokeToken: async ({ ctx, body, reply }) => {
    await revokeToken(ctx, body);
    reply.code(200).send();
  },
});
