import { createFileRoute } from '@tanstack/react-router';
import { parseCatalogueSearch } from '../features/catalogue/cataloguing/catalogue-search';
import { CataloguePage } from '../features/catalogue/cataloguing/components/catalogue-page';

// /balcao/acervo (issue 23 item 3): the cataloguer's titles and items; ?q= the search, ?acervo= the open title.
export const Route = createFileRoute('/balcao/acervo')({
  validateSearch: parseCatalogueSearch,
  component: CatalogueRoute,
});

function CatalogueRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return <CataloguePage search={search} onSearch={(q) => void navigate({ search: { q } })} />;
}
