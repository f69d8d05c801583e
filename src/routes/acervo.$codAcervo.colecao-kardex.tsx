import { createFileRoute } from '@tanstack/react-router';
import { TitleKardex } from '../features/catalogue/title/components/title-kardex';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/colecao-kardex')({
  staticData: { tab: TITLE_TABS['colecao-kardex'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(async () => {
      const permission = await queryClient.ensureQueryData(titleQueries.kardexPermission(params.codAcervo));
      // A periodical's page opens with its choices (year, library, period) in place.
      if (permission.permitido) await queryClient.ensureQueryData(titleQueries.kardexOptions(params.codAcervo));
      return permission;
    }),
  component: TitleKardexRoute,
});

function TitleKardexRoute() {
  return <TitleKardex codAcervo={Route.useParams().codAcervo} />;
}
