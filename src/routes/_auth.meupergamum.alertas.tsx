import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '../features/alerts';
import { alertQueries } from '../features/alerts/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/alertas')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, alertQueries.list({})),
  component: AlertsPage,
});
