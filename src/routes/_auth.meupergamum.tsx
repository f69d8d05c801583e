import { createFileRoute } from '@tanstack/react-router';
import { PersonalAreaLayout } from '../features/patrons/personal-area/components/personal-area-layout';

export const Route = createFileRoute('/_auth/meupergamum')({
  component: PersonalAreaLayout,
});
