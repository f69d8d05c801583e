import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/patrons/auth/components/logout-page';

export const Route = createFileRoute('/sair')({
  component: LogoutPage,
});
