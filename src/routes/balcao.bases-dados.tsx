import { createFileRoute } from '@tanstack/react-router';
import { StaffDatabasesPage } from '../features/integration/databases/components/staff-databases';

export const Route = createFileRoute('/balcao/bases-dados')({
  component: StaffDatabasesPage,
});
