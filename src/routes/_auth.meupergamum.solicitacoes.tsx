import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsPage } from '../features/loan-requests';
import { loanRequestQueries } from '../features/loan-requests/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/solicitacoes')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, loanRequestQueries.list({})),
  component: LoanRequestsPage,
});
