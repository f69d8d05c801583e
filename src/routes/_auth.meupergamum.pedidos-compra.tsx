import { createFileRoute } from '@tanstack/react-router';
import { PURCHASE_ORDER_FILTER, PurchaseOrdersPage } from '../features/catalogue/acquisitions/components/purchase-orders-page';
import { acquisitionQueries } from '../features/catalogue/acquisitions/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/pedidos-compra')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, acquisitionQueries.list(PURCHASE_ORDER_FILTER)),
  component: PurchaseOrdersPage,
});
