import { createFileRoute } from '@tanstack/react-router';
import { CatalogueCardPage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/ficha-catalografica')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: CatalogueCardPage,
});
