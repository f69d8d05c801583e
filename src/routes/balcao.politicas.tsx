import { createFileRoute } from '@tanstack/react-router';
import { PoliciesPage } from '../features/staff/library-settings';

export const Route = createFileRoute('/balcao/politicas')({
  component: PoliciesPage,
});
