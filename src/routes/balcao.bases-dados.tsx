import { createFileRoute } from '@tanstack/react-router';
import { StaffDatabasesPage } from '../features/databases/components/staff-databases';

export const Route = createFileRoute('/balcao/bases-dados')({
  component: StaffDatabasesPage,
});
