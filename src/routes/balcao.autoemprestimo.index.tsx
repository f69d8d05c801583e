import { createFileRoute } from '@tanstack/react-router';
import { SelfCheckoutStaffPage } from '../features/circulation/self-checkout';

export const Route = createFileRoute('/balcao/autoemprestimo/')({
  component: SelfCheckoutStaffPage,
});
