import { createFileRoute } from '@tanstack/react-router';
import { TitleStatistics } from '../features/title/components/title-statistics';
import { titleQueries } from '../features/title/queries';
import { TITLE_TABS } from '../features/title/tabs';
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
