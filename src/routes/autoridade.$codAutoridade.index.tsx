import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AuthorityRecord } from '../features/catalogue/authority/components/authority-record';
import { authorityQueries } from '../features/catalogue/authority/queries';

export const Route = createFileRoute('/autoridade/$codAutoridade/')({
  component: AuthorityRecordRoute,
});

function AuthorityRecordRoute() {
  const { data } = useSuspenseQuery(authorityQueries.detail(Route.useParams().codAutoridade));
  return <AuthorityRecord authority={data} />;
}
