import { createFileRoute } from '@tanstack/react-router';
import { TitleBookSummaries } from '../features/catalogue/title/components/title-book-summaries';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/sumarios-livros')({
  staticData: { tab: TITLE_TABS['sumarios-livros'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.summaries(params.codAcervo))),
  component: TitleBookSummariesRoute,
});

function TitleBookSummariesRoute() {
  return <TitleBookSummaries codAcervo={Route.useParams().codAcervo} />;
}
