import { createFileRoute } from '@tanstack/react-router';
import { DebtsPage } from '../features/debts';

export const Route = createFileRoute('/_auth/meupergamum/debitos')({
  component: DebtsPage,
});
