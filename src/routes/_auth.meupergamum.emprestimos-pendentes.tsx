import { createFileRoute } from '@tanstack/react-router';
import { PendingLoansPage } from '../features/circulation/loans/components/pending-loans-page';
import { loanQueries } from '../features/circulation/loans/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/emprestimos-pendentes')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, loanQueries.currentDetailed()),
  component: PendingLoansPage,
});
