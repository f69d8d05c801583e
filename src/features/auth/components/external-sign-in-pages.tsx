import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../../components/not-available-yet';

/** /oauth-response: where an external (OpenID Connect) sign-in comes back. */
export function OauthResponsePage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`External sign-in`} />;
}

/** /saml-response: where the institution's single sign-on comes back. */
export function SamlResponsePage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Institutional sign-in`} />;
}
