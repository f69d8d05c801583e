import { createFileRoute } from '@tanstack/react-router';
import { RedirectPage } from '../features/external/components/external-pages';

export const Route = createFileRoute('/pergamum_redireciona')({
  component: RedirectPage,
});
