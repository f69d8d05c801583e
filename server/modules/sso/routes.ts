import { defineHandlers } from '../../http/handlers';
import { finishOidc, startOidc } from './oidc';
import { consumeSaml, startSaml } from './saml';
import { redeemSignIn } from './state';

export const ssoHandlers = defineHandlers({
  getOidcAuthorization: ({ ctx, req, query }) => startOidc(ctx, req, query.login),
  validateOidc: ({ ctx, body }) => redeemSignIn(ctx, 'oidc', body.nonce),
  finishOidc: async ({ ctx, req, reply, query }) => {
    await reply.redirect(await finishOidc(ctx, req, query.state), 303);
  },
  getSamlLogin: ({ ctx, req }) => startSaml(ctx, req),
  validateSaml: ({ ctx, body }) => redeemSignIn(ctx, 'saml', body.saml),
  consumeSamlResponse: async ({ ctx, req, reply, body }) => {
    await reply.redirect(await consumeSaml(ctx, req, body.SAMLResponse, body.RelayState), 303);
  },
});
