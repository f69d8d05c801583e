import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsPage } from '../features/loan-requests';

export const Route = createFileRoute('/_auth/meupergamum/solicitacoes')({
  component: LoanRequestsPage,
});
