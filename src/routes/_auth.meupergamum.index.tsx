import { createFileRoute } from '@tanstack/react-router';
import { PersonalAreaPage } from '../features/patrons/personal-area/components/personal-area-page';

export const Route = createFileRoute('/_auth/meupergamum/')({
  component: PersonalAreaPage,
});
