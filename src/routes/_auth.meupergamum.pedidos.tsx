import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/pedidos')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.list({})),
  component: RequestsPage,
});
