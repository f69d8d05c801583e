import { createFileRoute } from '@tanstack/react-router';
import { PersonalAreaLayout } from '../features/account/components/personal-area-layout';

export const Route = createFileRoute('/_auth/meupergamum')({
  component: PersonalAreaLayout,
});
