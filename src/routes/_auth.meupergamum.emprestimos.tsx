import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../features/loans';

export const Route = createFileRoute('/_auth/meupergamum/emprestimos')({
  component: LoansPage,
});
