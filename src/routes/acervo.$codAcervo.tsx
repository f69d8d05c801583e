import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { TitleLayout } from '../features/catalogue/title/components/title-layout';
import { titleQueries } from '../features/catalogue/title/queries';
import { orNotFound, parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/acervo/$codAcervo')({
  params: {
    parse: ({ codAcervo }) => ({ codAcervo: parseRecordCode(codAcervo) }),
    stringify: ({ codAcervo }) => ({ codAcervo: String(codAcervo) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(titleQueries.detail(params.codAcervo))),
  component: TitleRoute,
});

function TitleRoute() {
  const { codAcervo } = Route.useParams();
  const { data } = useSuspenseQuery(titleQueries.detail(codAcervo));
  return (
    <TitleLayout title={data}>
      <Outlet />
    </TitleLayout>
  );
}
