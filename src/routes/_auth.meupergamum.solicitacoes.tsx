import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsPage } from '../features/circulation/loan-requests';
import { loanRequestQueries } from '../features/circulation/loan-requests/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/solicitacoes')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, loanRequestQueries.list({})),
  component: LoanRequestsPage,
});
