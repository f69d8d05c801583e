import { createFileRoute } from '@tanstack/react-router';
import { TitleReference } from '../features/catalogue/title/components/title-reference';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/referencia')({
  staticData: { tab: TITLE_TABS['referencia'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.reference(params.codAcervo))),
  component: TitleReferenceRoute,
});

function TitleReferenceRoute() {
  return <TitleReference codAcervo={Route.useParams().codAcervo} />;
}
