import { createFileRoute } from '@tanstack/react-router';
import { TitleMarc } from '../features/catalogue/title/components/title-marc';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/marc')({
  staticData: { tab: TITLE_TABS.marc },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.marc(params.codAcervo))),
  component: TitleMarcRoute,
});

function TitleMarcRoute() {
  return <TitleMarc codAcervo={Route.useParams().codAcervo} />;
}
