import { createFileRoute } from '@tanstack/react-router';
import { GeneralInformationPage } from '../features/platform/institution-pages/components/faq-page';
import { institutionPageQueries } from '../features/platform/institution-pages/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/informacoes-gerais')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, institutionPageQueries.generalInformation()),
  component: GeneralInformationPage,
});
