import { defineHandlers } from '../../../http/handlers';
import { finishOidc, startOidc } from './oidc';
import { consumeSaml, finishSaml, startSaml } from './saml';
import { redeemSignIn } from './state';

export const ssoHandlers = defineHandlers({
  getOidcAuthorization: ({ ctx, req, reply, query }) => startOidc(ctx, req, reply, query.login),
  validateOidc: ({ ctx, req, body }) => redeemSignIn(ctx, req, 'oidc', body.nonce),
  finishOidc: async ({ ctx, req, reply, query }) => {
    await reply.redirect(await finishOidc(ctx, req, query.state), 303);
  },
  getSamlLogin: ({ ctx, req, reply }) => startSaml(ctx, req, reply),
  validateSaml: ({ ctx, req, body }) => redeemSignIn(ctx, req, 'saml', body.saml),
  consumeSamlResponse: async ({ ctx, req, reply, body }) => {
    await reply.redirect(await consumeSaml(ctx, req, body.SAMLResponse, body.RelayState), 303);
  },
  finishSaml: async ({ ctx, req, reply, query }) => {
    await reply.redirect(await finishSaml(ctx, req, query.codigo), 303);
  },
});
