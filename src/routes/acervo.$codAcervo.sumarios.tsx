import { createFileRoute } from '@tanstack/react-router';
import { UnavailableTab } from '../features/title/components/unavailable-tab';
import { TITLE_TABS } from '../features/title/tabs';

export const Route = createFileRoute('/acervo/$codAcervo/sumarios')({
  staticData: { tab: TITLE_TABS.sumarios },
  component: () => <UnavailableTab page="sumarios" />,
});
