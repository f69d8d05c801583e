import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../components/page-heading';
import { firstName } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { ChangePasswordForm } from '../password/change-password-form';
import { DeviceAlerts } from '../alerts/device-alerts';

/** The personal area (MeuPergamum), for now only its welcome. */
export function PersonalAreaPage() {
  const { t } = useLingui();
  const { user } = useSession();
  if (!user) return null;
  const name = firstName(user);
  const login = user.login;
  return (
    <section>
      <PageHeading title={t`My library`}>
        <Trans>Welcome, {name}</Trans>
      </PageHeading>
      <p className="signed-in-as">
        <Trans>Signed in as {login}</Trans>
      </p>
      <p>
        <Trans>
          This is your personal area. Loans, renewals, holds and the other services are not available yet; they will
          come in a future version of the catalogue.
        </Trans>
      </p>
      <DeviceAlerts />
      <ChangePasswordForm name={user.nome} />
    </section>
  );
}
