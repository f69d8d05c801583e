import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { LibraryCardPrintPage } from '../features/staff/workspace';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/usuarios/$cod_/carteirinha')({
  // The code is read in the component (a wrong one is not found), which loads with the page.
  component: function LibraryCardPrintRoute() {
    const cod = parseRecordCode(Route.useParams().cod);
    return (
      <QueryBoundary resetKey={cod}>
        <LibraryCardPrintPage cod={cod} />
      </QueryBoundary>
    );
  },
});
