import { createFileRoute } from '@tanstack/react-router';
import { LoanRequestsQueuePage } from '../features/circulation/desk';

export const Route = createFileRoute('/balcao/solicitacoes-emprestimo')({
  component: LoanRequestsQueuePage,
});
