import { createFileRoute } from '@tanstack/react-router';
import { parseCatalogueSearch, validateCatalogueSearch } from '../features/catalogue/search-params';
import { CatalogueScreen } from './-catalogue-screen';

export const Route = createFileRoute('/')({
  validateSearch: validateCatalogueSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const navigate = Route.useNavigate();
  // The router leaves malformed URL values in useSearch(); reading it again drops them.
  const search = parseCatalogueSearch(Route.useSearch()).search;
  return <CatalogueScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
