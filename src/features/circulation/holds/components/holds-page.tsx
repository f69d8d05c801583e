import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { holdKeys } from '../queries';
import { CurrentHolds } from './current-holds';
import { HoldHistory } from './hold-history';

/** /meupergamum/reservas: the patron's holds (queue position or "ready until"), cancellation, and the history. */
export function HoldsPage() {
  const { t } = useLingui();
  return (
    <section className="holds-page">
      <PageHeading title={t`Holds`} />
      <OfflineNotice queryKeys={[holdKeys.lists()]} />
      <p>
        <Trans>To place a hold, open a title whose copies are all on loan and choose “Place a hold”.</Trans>
      </p>
      <CurrentHolds />
      <HoldHistory />
    </section>
  );
}
