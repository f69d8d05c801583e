// /meupergamum/pedidos-compra (spec §1 Purchase orders; no call of its own in the spec,
// designed in the contract): the patron's suggestions the library is buying or bought,
// the statuses of PURCHASE_ORDER_STATUSES, asked for with pedidos=true.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { acquisitionKeys, acquisitionQueries } from '../queries';
import { SuggestionsTable } from './suggestions-table';
import '../acquisitions.css';

export const PURCHASE_ORDER_FILTER = { pedidos: true } as const;

export function PurchaseOrdersPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(acquisitionQueries.list(PURCHASE_ORDER_FILTER));
  return (
    <section className="acquisitions-page">
      <PageHeading title={t`Purchase orders`} />
      <OfflineNotice queryKeys={[acquisitionKeys.lists()]} />
      <p>
        <Trans>Your suggestions the library decided to buy: being quoted, in a tender, ordered, delivered, or ended.</Trans>
      </p>
      <SuggestionsTable suggestions={data} caption={t`Your suggestions in purchase`} empty={t`None of your suggestions is being purchased.`} />
    </section>
  );
}
