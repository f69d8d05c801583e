import { createFileRoute } from '@tanstack/react-router';
import { TitleCopies } from '../features/catalogue/title/components/title-copies';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/exemplares')({
  staticData: { tab: TITLE_TABS.exemplares },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.copies(params.codAcervo))),
  component: TitleCopiesRoute,
});

function TitleCopiesRoute() {
  return <TitleCopies codAcervo={Route.useParams().codAcervo} />;
}
