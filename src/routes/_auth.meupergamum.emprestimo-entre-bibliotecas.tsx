import { createFileRoute } from '@tanstack/react-router';
import { InterLibraryPage, libraryRequestQueries } from '../features/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/emprestimo-entre-bibliotecas')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: InterLibraryPage,
});
