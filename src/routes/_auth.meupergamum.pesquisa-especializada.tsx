import { createFileRoute } from '@tanstack/react-router';
import { SpecializedSearchPage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/pesquisa-especializada')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: SpecializedSearchPage,
});
