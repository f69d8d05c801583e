import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage, libraryRequestQueries } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/levantamento-bibliografico')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: SurveyPage,
});
