import { createFileRoute } from '@tanstack/react-router';
import { CheckTitlesPage } from '../features/patrons/interest/components/check-titles-page';
import { interestQueries } from '../features/patrons/interest/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/conferir-titulos')({
  loader: ({ context: { queryClient } }) => Promise.all([ensureLoaded(queryClient, interestQueries.titles({}))]),
  component: CheckTitlesPage,
});
