import { createFileRoute } from '@tanstack/react-router';
import { TitleSummaries } from '../features/catalogue/title/components/title-summaries';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/sumarios')({
  staticData: { tab: TITLE_TABS['sumarios'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.summaries(params.codAcervo))),
  component: TitleSummariesRoute,
});

function TitleSummariesRoute() {
  return <TitleSummaries codAcervo={Route.useParams().codAcervo} />;
}
