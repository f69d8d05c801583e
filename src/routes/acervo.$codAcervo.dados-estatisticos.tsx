import { createFileRoute } from '@tanstack/react-router';
import { UnavailableTab } from '../features/title/components/unavailable-tab';
import { TITLE_TABS } from '../features/title/tabs';

export const Route = createFileRoute('/acervo/$codAcervo/dados-estatisticos')({
  staticData: { tab: TITLE_TABS['dados-estatisticos'] },
  component: () => <UnavailableTab page="dados-estatisticos" />,
});
