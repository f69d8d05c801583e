import { createFileRoute } from '@tanstack/react-router';
import { StaffRolesPage } from '../features/staff/admin';

export const Route = createFileRoute('/balcao/equipe')({
  component: StaffRolesPage,
});
