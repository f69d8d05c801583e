import { createFileRoute } from '@tanstack/react-router';
import { NetworkTitlePage } from '../features/network/components/network-title-page';
import { networkQueries } from '../features/network/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/rede-pergamum/$id')({
  loader: ({ context: { queryClient }, params }) => ensureLoaded(queryClient, networkQueries.title(params.id)),
  component: NetworkTitleRoute,
});

function NetworkTitleRoute() {
  const { id } = Route.useParams();
  return <NetworkTitlePage id={id} />;
}
