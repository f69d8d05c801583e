import { createFileRoute, notFound } from '@tanstack/react-router';
import { isSearchGuide, parseCatalogueSearch, validateCatalogueSearch } from '../features/catalogue/search-params';
import { CatalogueScreen } from './-catalogue-screen';

// A search guide chosen by a path segment: the same screen as home, on that kind of search
// (/titulo, /autor, /assunto, /livre). Any other single segment is the not-found page.
export const Route = createFileRoute('/$guia')({
  validateSearch: validateCatalogueSearch,
  beforeLoad: ({ params }) => {
    if (!isSearchGuide(params.guia)) throw notFound();
  },
  component: GuideRoute,
});

function GuideRoute() {
  const navigate = Route.useNavigate();
  const { guia } = Route.useParams();
  // The router leaves malformed URL values in useSearch(); reading it again drops them.
  const search = parseCatalogueSearch(Route.useSearch()).search;
  return (
    <CatalogueScreen
      search={{ ...search, tipo: search.tipo ?? (isSearchGuide(guia) ? guia : undefined) }}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
