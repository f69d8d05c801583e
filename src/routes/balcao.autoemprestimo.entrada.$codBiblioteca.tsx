import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { EntranceScreen } from '../features/circulation/self-checkout';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/autoemprestimo/entrada/$codBiblioteca')({
  // The code is read in the component (a wrong one is not found), which loads with the page,
  // not in the route's options, which ship with the app's entry (bench/bundle.ts).
  component: function EntranceRoute() {
    const codBiblioteca = parseRecordCode(Route.useParams().codBiblioteca);
    return (
      <QueryBoundary resetKey={codBiblioteca}>
        <EntranceScreen library={codBiblioteca} />
      </QueryBoundary>
    );
  },
});
