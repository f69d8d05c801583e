import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { firstName } from '../../../../lib/session/session';
import { useSession } from '../../../../lib/session/use-session';
import { alertKeys } from '../../alerts';
import { DebtsCard, debtKeys } from '../../../circulation/debts';
import { holdKeys } from '../../../circulation/holds';
import { loanKeys } from '../../../circulation/loans';
import { ChangePasswordForm } from '../password/change-password-form';
import { DeviceAlerts } from '../alerts/device-alerts';
import { AlertsCard, HoldsCard, LoansCard } from '../personal-area/dashboard-cards';
import { appLayersQuery } from '../personal-area/entries';
import '../personal-area/personal-area.css';

/** /meupergamum: the dashboard (what is due, what is ready, what is new), then the device and password settings. */
export function PersonalAreaPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const layers = useQuery(appLayersQuery());
  if (!user) return null;
  const on = new Set((layers.data?.layers ?? []).filter((l) => l.ativo).map((l) => l.id));
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
      <OfflineNotice queryKeys={[loanKeys.renewable(), holdKeys.all(), alertKeys.all(), debtKeys.list()]} />
      <div className="dashboard-cards">
        {on.has('emprestimo') ? <LoansCard /> : null}
        {on.has('solicitacoes') ? <HoldsCard /> : null}
        {on.has('debito') ? <DebtsCard /> : null}
        {on.has('alertas') ? <AlertsCard /> : null}
      </div>
      <DeviceAlerts />
      <ChangePasswordForm name={user.nome} />
    </section>
  );
}
