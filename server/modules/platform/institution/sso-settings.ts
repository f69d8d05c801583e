/** What GET /parametros/instituicao says about external sign-in: it follows the server's configuration. */
import type { Config } from '../../../config';

export function ssoSettings(config: Config) {
  return {
    oidc: config.oidc !== null,
    saml: config.saml !== null,
    links_logout: { oidc: config.oidc?.logoutUrl ?? null, saml: config.saml?.logoutUrl ?? null },
  };
}
