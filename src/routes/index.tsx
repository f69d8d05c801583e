import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/catalogue/components/search-page';
import { validateCatalogueSearch } from '../features/catalogue/search-params';

export const Route = createFileRoute('/')({
  validateSearch: validateCatalogueSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const navigate = Route.useNavigate();
  return <SearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
