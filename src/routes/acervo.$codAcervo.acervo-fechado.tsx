import { createFileRoute } from '@tanstack/react-router';
import { UnavailableTab } from '../features/title/components/unavailable-tab';
import { TITLE_TABS } from '../features/title/tabs';

export const Route = createFileRoute('/acervo/$codAcervo/acervo-fechado')({
  staticData: { tab: TITLE_TABS['acervo-fechado'] },
  component: () => <UnavailableTab page="acervo-fechado" />,
});
