import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { PatronRecordPage } from '../features/staff/workspace';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/usuarios/$cod')({
  params: { parse: ({ cod }) => ({ cod: parseRecordCode(cod) }), stringify: ({ cod }) => ({ cod: String(cod) }) },
  component: function PatronRecordRoute() {
    const { cod } = Route.useParams();
    return (
      <QueryBoundary resetKey={cod}>
        <PatronRecordPage cod={cod} />
      </QueryBoundary>
    );
  },
});
