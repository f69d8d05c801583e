import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '../features/patrons/alerts';
import { alertQueries } from '../features/patrons/alerts/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/alertas')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, alertQueries.list({})),
  component: AlertsPage,
});
