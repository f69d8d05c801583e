import { createFileRoute } from '@tanstack/react-router';
import { NoDuesPage } from '../features/circulation/no-dues';
import { noDuesQueries } from '../features/circulation/no-dues/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/nada-consta')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, noDuesQueries.check()),
  component: NoDuesPage,
});
