import { createFileRoute } from '@tanstack/react-router';
import { UnavailableTab } from '../features/title/components/unavailable-tab';
import { TITLE_TABS } from '../features/title/tabs';

export const Route = createFileRoute('/acervo/$codAcervo/reserva')({
  staticData: { tab: TITLE_TABS.reserva },
  component: () => <UnavailableTab page="reserva" />,
});
