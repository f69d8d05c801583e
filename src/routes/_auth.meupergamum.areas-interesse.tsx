import { createFileRoute } from '@tanstack/react-router';
import { InterestAreasPage } from '../features/patrons/interest/components/interest-areas-page';
import { interestQueries } from '../features/patrons/interest/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/areas-interesse')({
  loader: ({ context: { queryClient } }) => Promise.all([ensureLoaded(queryClient, interestQueries.terms()), ensureLoaded(queryClient, interestQueries.options())]),
  component: InterestAreasPage,
});
