import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../features/circulation/loans/components/loans-page';
import { loanQueries } from '../features/circulation/loans/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/renovacao')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, loanQueries.renewable()),
  component: RenewalPage,
});

function RenewalPage() {
  return <LoansPage renewalOnly />;
}
