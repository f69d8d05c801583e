import { createFileRoute } from '@tanstack/react-router';
import { parsedSearch } from './-parsed-search';
import { CatalogueScreen, validateCatalogueRoute } from './-catalogue-screen';

export const Route = createFileRoute('/')({
  validateSearch: validateCatalogueRoute,
  component: HomeRoute,
});

function HomeRoute() {
  const navigate = Route.useNavigate();
  const { search, ignored } = Route.useSearch({ select: (raw) => parsedSearch(raw) });
  return <CatalogueScreen search={search} ignored={ignored} onSearch={(next) => void navigate({ search: next })} />;
}
