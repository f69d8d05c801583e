import { createFileRoute } from '@tanstack/react-router';
import { DatabasesPage } from '../features/integration/databases/components/databases-page';
import { databaseQueries } from '../features/integration/databases/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/bases-dados')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, databaseQueries.list()),
  component: DatabasesPage,
});
