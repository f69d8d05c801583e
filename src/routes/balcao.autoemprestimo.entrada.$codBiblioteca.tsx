import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { EntranceScreen } from '../features/circulation/self-checkout';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/autoemprestimo/entrada/$codBiblioteca')({
  params: { parse: ({ codBiblioteca }) => ({ codBiblioteca: parseRecordCode(codBiblioteca) }), stringify: ({ codBiblioteca }) => ({ codBiblioteca: String(codBiblioteca) }) },
  component: function EntranceRoute() {
    const { codBiblioteca } = Route.useParams();
    return (
      <QueryBoundary resetKey={codBiblioteca}>
        <EntranceScreen library={codBiblioteca} />
      </QueryBoundary>
    );
  },
});
