import { createFileRoute } from '@tanstack/react-router';
import { parseAuthoritySearch } from '../features/catalogue/authority/authority-search-params';
import { AuthoritySearchPage } from '../features/catalogue/authority/components/authority-search-page';
import { parsedSearch, parseOnce } from './-parsed-search';

// Authority search and browse by type: /autoridade?termo=…&tipo=pessoa&pagina=2.
export const Route = createFileRoute('/autoridade/')({
  validateSearch: parseOnce(parseAuthoritySearch),
  component: AuthoritySearchRoute,
});

function AuthoritySearchRoute() {
  const navigate = Route.useNavigate();
  const { search, ignored } = Route.useSearch({ select: (raw) => parsedSearch(raw) });
  return (
    <AuthoritySearchPage
      search={search}
      ignored={ignored}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
