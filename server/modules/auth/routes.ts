import { defineHandlers } from '../../http/handlers';
import { RetryLaterError } from './address-failures';
import { grantToken, revokeToken } from './service';

export const authHandlers = defineHandlers({
  // req.ip: the forwarded address only when the peer is a trusted proxy (TRUST_PROXY).
  createToken: async ({ ctx, body, req, reply }) => {
    try {
      return await grantToken(ctx, body, req.ip);
    } catch (error) {
      if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfter));
      throw error;
    }
  },
  // RFC 7009 §2.2 answers 200 (not 204) whether or not there was a session to end.
  revokeToken: async ({ ctx, body, reply }) => {
    await revokeToken(ctx, body);
    reply.code(200).send();
  },
});
