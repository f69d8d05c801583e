import { createFileRoute } from '@tanstack/react-router';
import { DocumentCopyPage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/comutacao-bibliografica')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: DocumentCopyPage,
});
