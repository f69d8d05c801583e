import { createFileRoute } from '@tanstack/react-router';
import { PaymentReviewsPage } from '../features/staff/workspace';

export const Route = createFileRoute('/balcao/pagamentos-revisar')({
  component: PaymentReviewsPage,
});
