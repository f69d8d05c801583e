import { createFileRoute } from '@tanstack/react-router';
import { PatronSearchPage, type PatronSearch } from '../features/staff/workspace';

/** ?q= the search, &pagina= its page; anything else is dropped. */
function patronSearch(search: Record<string, unknown>): PatronSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined;
  const page = Number(search.pagina);
  return { ...(q ? { q } : {}), ...(q && Number.isInteger(page) && page > 1 && page <= 10000 ? { pagina: page } : {}) };
}

export const Route = createFileRoute('/balcao/usuarios/')({
  validateSearch: patronSearch,
  component: function PatronSearchRoute() {
    return <PatronSearchPage search={Route.useSearch()} />;
  },
});
