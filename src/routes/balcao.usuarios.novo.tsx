import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { RegisterPatronPage } from '../features/staff/workspace';

export const Route = createFileRoute('/balcao/usuarios/novo')({
  component: function RegisterPatronRoute() {
    return (
      <QueryBoundary>
        <RegisterPatronPage />
      </QueryBoundary>
    );
  },
});
