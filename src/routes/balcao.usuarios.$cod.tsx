import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '../components/query-boundary';
import { PatronRecordPage, type PatronRecordSearch } from '../features/staff/workspace';
import { parseRecordCode } from '../lib/route-params';

export const Route = createFileRoute('/balcao/usuarios/$cod')({
  params: { parse: ({ cod }) => ({ cod: parseRecordCode(cod) }), stringify: ({ cod }) => ({ cod: String(cod) }) },
  /** ?novo=true: just registered at the desk (the page says what comes next); anything else is dropped. */
  validateSearch: (search: Record<string, unknown>): PatronRecordSearch => (search.novo === true || search.novo === 'true' ? { novo: true } : {}),
  component: function PatronRecordRoute() {
    const { cod } = Route.useParams();
    const { novo } = Route.useSearch();
    return (
      <QueryBoundary resetKey={cod}>
        <PatronRecordPage cod={cod} registered={novo === true} />
      </QueryBoundary>
    );
  },
});
