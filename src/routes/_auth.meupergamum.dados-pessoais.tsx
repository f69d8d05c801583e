import { createFileRoute } from '@tanstack/react-router';
import { PersonalDataPage } from '../features/personal-data/components/personal-data-page';

export const Route = createFileRoute('/_auth/meupergamum/dados-pessoais')({
  component: PersonalDataPage,
});
