import { createFileRoute } from '@tanstack/react-router';
import { DebtsPage } from '../features/circulation/debts';
import { debtQueries } from '../features/circulation/debts/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/debitos')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, debtQueries.list()),
  component: DebtsPage,
});
