import { createFileRoute } from '@tanstack/react-router';
import { NetworkTitlePage, networkQueries } from '../features/network';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/rede-pergamum/$id')({
  loader: ({ context: { queryClient }, params }) => ensureLoaded(queryClient, networkQueries.title(params.id)),
  component: NetworkTitleRoute,
});

function NetworkTitleRoute() {
  const { id } = Route.useParams();
  return <NetworkTitlePage id={id} />;
}
