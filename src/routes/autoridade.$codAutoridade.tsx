import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthorityHeader } from '../features/catalogue/authority/components/authority-header';
import { authorityQueries } from '../features/catalogue/authority/queries';
import { orNotFound, parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/autoridade/$codAutoridade')({
  params: {
    parse: ({ codAutoridade }) => ({ codAutoridade: parseRecordCode(codAutoridade) }),
    stringify: ({ codAutoridade }) => ({ codAutoridade: String(codAutoridade) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(() => queryClient.ensureQueryData(authorityQueries.detail(params.codAutoridade))),
  component: AuthorityRoute,
});

function AuthorityRoute() {
  const { codAutoridade } = Route.useParams();
  const { data } = useSuspenseQuery(authorityQueries.detail(codAutoridade));
  return (
    <article>
      <AuthorityHeader authority={data} />
      <Outlet />
    </article>
  );
}
