import { createFileRoute } from '@tanstack/react-router';
import { GeneralInformationPage, institutionPageQueries } from '../features/institution-pages';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/informacoes-gerais')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, institutionPageQueries.generalInformation()),
  component: GeneralInformationPage,
});
