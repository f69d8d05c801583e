import { createFileRoute, notFound } from '@tanstack/react-router';
import { isSearchGuide } from '../features/catalogue/search/search-params';
import { parsedSearch } from './-parsed-search';
import { CatalogueScreen, validateCatalogueRoute } from './-catalogue-screen';

// A search guide chosen by a path segment: the same screen as home, on that kind of search
// (/titulo, /autor, /assunto, /livre). Any other single segment is the not-found page.
export const Route = createFileRoute('/$guia')({
  validateSearch: validateCatalogueRoute,
  beforeLoad: ({ params }) => {
    if (!isSearchGuide(params.guia)) throw notFound();
  },
  component: GuideRoute,
});

function GuideRoute() {
  const navigate = Route.useNavigate();
  const { guia } = Route.useParams();
  const { search, ignored } = Route.useSearch({ select: (raw) => parsedSearch(raw) });
  return (
    <CatalogueScreen
      search={{ ...search, tipo: search.tipo ?? (isSearchGuide(guia) ? guia : undefined) }}
      ignored={ignored}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
