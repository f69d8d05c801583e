import { createFileRoute } from '@tanstack/react-router';
import { TitleStatistics } from '../features/catalogue/title/components/title-statistics';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/dados-estatisticos')({
  staticData: { tab: TITLE_TABS['dados-estatisticos'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.statisticsYears(params.codAcervo))),
  component: TitleStatisticsRoute,
});

function TitleStatisticsRoute() {
  return <TitleStatistics codAcervo={Route.useParams().codAcervo} />;
}
