import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../features/circulation/loans';
import { loanQueries } from '../features/circulation/loans/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/emprestimos')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, loanQueries.renewable()),
  component: LoansPage,
});
