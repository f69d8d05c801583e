import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { redirectToken, redirectUrl } from './service';

export const redirectsHandlers = defineHandlers({
  getPersonalAreaRedirect: ({ ctx, caller }) => redirectUrl(ctx, requireUser(caller).codPessoa, 'personalArea'),
  getWorkPostingRedirect: ({ ctx, caller }) => redirectUrl(ctx, requireUser(caller).codPessoa, 'workPosting'),
  getRedirectToken: async ({ ctx, caller }) => {
    const { token, expires } = await redirectToken(ctx, requireUser(caller).codPessoa, 'redirectToken');
    return { token, validade: expires.toISOString() };
  },
});
