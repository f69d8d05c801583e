import { createFileRoute } from '@tanstack/react-router';
import { NoDuesPage } from '../features/no-dues';

export const Route = createFileRoute('/_auth/meupergamum/nada-consta')({
  component: NoDuesPage,
});
