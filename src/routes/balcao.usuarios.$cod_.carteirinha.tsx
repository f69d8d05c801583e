import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { LibraryCardPrintPage } from '../features/staff/workspace';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/usuarios/$cod_/carteirinha')({
  params: { parse: ({ cod }) => ({ cod: parseRecordCode(cod) }), stringify: ({ cod }) => ({ cod: String(cod) }) },
  component: function LibraryCardPrintRoute() {
    const { cod } = Route.useParams();
    return (
      <QueryBoundary resetKey={cod}>
        <LibraryCardPrintPage cod={cod} />
      </QueryBoundary>
    );
  },
});
