import { createFileRoute } from '@tanstack/react-router';
import { SuggestionsPage } from '../features/catalogue/acquisitions/components/suggestions-page';
import { acquisitionQueries } from '../features/catalogue/acquisitions/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/sugestoes')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, acquisitionQueries.list({})),
  component: SuggestionsPage,
});
