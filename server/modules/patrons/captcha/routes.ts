import { defineHandlers } from '../../../http/handlers';
import { createCaptchaChallenge } from './service';

export const captchaHandlers = defineHandlers({
  getCaptchaChallenge: async ({ ctx, reply }) => {
    // Each challenge is good for one solution: never from a cache.
    reply.header('Cache-Control', 'no-store');
    return createCaptchaChallenge(ctx);
  },
});
