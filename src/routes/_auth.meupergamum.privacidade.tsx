import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/patrons/privacy/components/privacy-page';
import { privacyQueries } from '../features/patrons/privacy/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/privacidade')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, privacyQueries.deletionRequests()),
  component: PrivacyPage,
});
