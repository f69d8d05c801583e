import { createFileRoute } from '@tanstack/react-router';
import { ClosedStoragePage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/armazem')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: ClosedStoragePage,
});
