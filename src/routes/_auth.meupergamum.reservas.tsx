import { createFileRoute } from '@tanstack/react-router';
import { HoldsPage } from '../features/circulation/holds';
import { holdQueries } from '../features/circulation/holds/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/reservas')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, holdQueries.list()),
  component: HoldsPage,
});
