import { createFileRoute } from '@tanstack/react-router';
import { DeskRequestsPage } from '../features/patrons/library-requests';

export const Route = createFileRoute('/balcao/solicitacoes')({
  component: DeskRequestsPage,
});
