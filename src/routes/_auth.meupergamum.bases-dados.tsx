import { createFileRoute } from '@tanstack/react-router';
import { DatabasesPage } from '../features/databases/components/databases-page';
import { databaseQueries } from '../features/databases/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/bases-dados')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, databaseQueries.list()),
  component: DatabasesPage,
});
