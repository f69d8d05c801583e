import { createFileRoute } from '@tanstack/react-router';
import { RedirectPage } from '../features/integration/providers/components/external-pages';

export const Route = createFileRoute('/pergamum_redireciona')({
  component: RedirectPage,
});
