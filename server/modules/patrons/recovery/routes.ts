import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { defineHandlers } from '../../../http/handlers';
import { signInClient } from '../auth';
import { limitFirstAccess } from '../../../http/public-limits';
import { redeemFirstAccessCode } from './first-access';
import { changePassword } from './passwords';
import { checkRecoveryCode, resetPassword, startRecovery } from './service';
import { recoverySettings } from './settings';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
const limiters = new WeakMap<FastifyInstance, Limiter>();

/**
 * The three recovery calls share one budget per client address (@fastify/rate-limit's
 * store): a six-digit code is a brute-force target, and step 1 sends e-mail.
 */
async function limitRecovery(ctx: AppContext, req: FastifyRequest) {
  let limiter = limiters.get(req.server);
  if (!limiter) {
    limiter = req.server.createRateLimit({
      max: recoverySettings.get(ctx).rateLimitPerMinute, timeWindow: '1 minute',
      keyGenerator: (r) => `recovery:${r.ip}`,
    });
    limiters.set(req.server, limiter);
  }
  const result = await limiter(req);
  if (!result.isAllowed && result.isExceeded) throw new HttpError(429, 'error.too-many-attempts');
}

export const recoveryHandlers = defineHandlers({
  startPasswordRecovery: async ({ ctx, req, params, query, lang }) => {
    await limitRecovery(ctx, req);
    return startRecovery(ctx, params.user, query.recaptcha_token, lang, (m) => req.log.error(m));
  },
  checkRecoveryCode: async ({ ctx, req, params, body }) => {
    await limitRecovery(ctx, req);
    return checkRecoveryCode(ctx, params.user, body.code);
  },
  resetPassword: async ({ ctx, req, params, body }) => {
    await limitRecovery(ctx, req);
    await resetPassword(ctx, params.user, body.code, body.password);
  },
  redeemFirstAccessCode: async ({ ctx, req, body, reply }) => {
    await limitFirstAccess(ctx, req);
    await redeemFirstAccessCode(ctx, body);
    reply.code(204);
  },
  getPasswordRules: async ({ ctx }) => recoverySettings.get(ctx).rules,
  changePassword: async ({ ctx, caller, body, req, lang }) => {
    await changePassword(ctx, caller.codPessoa, body, signInClient(ctx, req, lang), caller.session);
  },
});
