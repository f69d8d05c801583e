import { createFileRoute } from '@tanstack/react-router';
import { TitleDublinCore } from '../features/catalogue/title/components/title-dublin-core';
import { titleQueries } from '../features/catalogue/title/queries';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { orNotFound } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo/dublin-core')({
  staticData: { tab: TITLE_TABS['dublin-core'] },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => Promise.all([queryClient.ensureQueryData(titleQueries.dublinCore(params.codAcervo)), queryClient.ensureQueryData(titleQueries.dublinCoreXml(params.codAcervo))])),
  component: TitleDublinCoreRoute,
});

function TitleDublinCoreRoute() {
  return <TitleDublinCore codAcervo={Route.useParams().codAcervo} />;
}
