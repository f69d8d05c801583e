import { createFileRoute } from '@tanstack/react-router';
import { NetworkPartnersPage } from '../features/integration/harvest/components/network-partners-page';

export const Route = createFileRoute('/balcao/rede')({
  component: NetworkPartnersPage,
});
