import { createFileRoute } from '@tanstack/react-router';
import { InterestProfilePage } from '../features/patrons/interest/components/interest-profile-page';
import { interestQueries } from '../features/patrons/interest/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/perfil-interesse')({
  loader: ({ context: { queryClient } }) => Promise.all([ensureLoaded(queryClient, interestQueries.journals()), ensureLoaded(queryClient, interestQueries.workTypes()), ensureLoaded(queryClient, interestQueries.options())]),
  component: InterestProfilePage,
});
