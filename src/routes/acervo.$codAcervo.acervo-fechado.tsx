import { createFileRoute } from '@tanstack/react-router';
import { TitleClosedCollection } from '../features/catalogue/title/components/title-closed-collection';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/acervo-fechado')({
  staticData: { tab: TITLE_TABS['acervo-fechado'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.archive(params.codAcervo))),
  component: TitleClosedCollectionRoute,
});

function TitleClosedCollectionRoute() {
  return <TitleClosedCollection codAcervo={Route.useParams().codAcervo} />;
}
