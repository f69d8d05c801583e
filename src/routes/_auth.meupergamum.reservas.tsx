import { createFileRoute } from '@tanstack/react-router';
import { HoldsPage } from '../features/holds';

export const Route = createFileRoute('/_auth/meupergamum/reservas')({
  component: HoldsPage,
});
