import { defineHandlers } from '../../../http/handlers';
import { redirectToken, redirectUrl } from './service';

export const redirectsHandlers = defineHandlers({
  getPersonalAreaRedirect: ({ ctx, caller }) => redirectUrl(ctx, caller.codPessoa, 'personalArea'),
  getWorkPostingRedirect: ({ ctx, caller }) => redirectUrl(ctx, caller.codPessoa, 'workPosting'),
  getRedirectToken: async ({ ctx, caller }) => {
    const { token, expires } = await redirectToken(ctx, caller.codPessoa, 'redirectToken');
    return { token, validade: expires.toISOString() };
  },
});
