import { createFileRoute } from '@tanstack/react-router';
import { PersonalDataPage } from '../features/patrons/personal-data/components/personal-data-page';
import { personalDataQueries } from '../features/patrons/personal-data/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/dados-pessoais')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, personalDataQueries.detail()),
  component: PersonalDataPage,
});
