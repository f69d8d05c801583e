import { createFileRoute } from '@tanstack/react-router';
import { UserSwitchPage } from '../features/patrons/user-switch/components/user-switch-page';

export const Route = createFileRoute('/_auth/meupergamum/troca-usuario')({
  component: UserSwitchPage,
});
