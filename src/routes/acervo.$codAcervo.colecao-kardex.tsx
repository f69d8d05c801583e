import { createFileRoute } from '@tanstack/react-router';
import { TitleKardex } from '../features/title/components/title-kardex';
import { titleQueries } from '../features/title/queries';
import { TITLE_TABS } from '../features/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/colecao-kardex')({
  staticData: { tab: TITLE_TABS['colecao-kardex'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.kardexPermission(params.codAcervo))),
  component: TitleKardexRoute,
});

function TitleKardexRoute() {
  return <TitleKardex codAcervo={Route.useParams().codAcervo} />;
}
