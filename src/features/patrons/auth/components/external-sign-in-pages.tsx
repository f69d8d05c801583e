import { SsoResponsePage } from '../sso/sso-response-page';

/** /oauth-response: where an external (OpenID Connect) sign-in comes back. */
export function OauthResponsePage() {
  return <SsoResponsePage kind="oidc" />;
}

/** /saml-response: where the institution's single sign-on comes back. */
export function SamlResponsePage() {
  return <SsoResponsePage kind="saml" />;
}
