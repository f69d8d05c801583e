import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { parseAuthoritySearch, validateAuthoritySearch } from '../features/authority/authority-search-params';
import { AuthoritySearchPage } from '../features/authority/components/authority-search-page';

// Authority search and browse by type: /autoridade?termo=…&tipo=pessoa&pagina=2.
export const Route = createFileRoute('/autoridade/')({
  validateSearch: validateAuthoritySearch,
  component: AuthoritySearchRoute,
});

function AuthoritySearchRoute() {
  const navigate = Route.useNavigate();
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return (
    <AuthoritySearchPage
      search={parseAuthoritySearch(Route.useSearch()).search}
      ignored={parseAuthoritySearch(raw).ignored}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
