import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { isIndexType, parseBrowseSearch, validateBrowseSearch, type IndexType } from '../features/browse/browse-params';
import { BrowsePage } from '../features/browse/components/browse-page';

// Browse indexes (spec §1): /indices/titulo, /serie, /autor, /assunto, /classificacao,
// /isbn, /issn; ?termo= jumps or pages from a heading, ?direcao=tras pages back.
export const Route = createFileRoute('/indices/$tipo')({
  params: {
    parse: ({ tipo }) => {
      if (!isIndexType(tipo)) throw notFound();
      return { tipo: tipo as IndexType };
    },
    stringify: ({ tipo }) => ({ tipo }),
  },
  validateSearch: validateBrowseSearch,
  component: BrowseRoute,
});

function BrowseRoute() {
  const navigate = Route.useNavigate();
  const { tipo } = Route.useParams();
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return (
    <BrowsePage
      tipo={tipo}
      search={parseBrowseSearch(Route.useSearch()).search}
      ignored={parseBrowseSearch(raw).ignored}
      onJump={(termo) => void navigate({ search: termo ? { termo } : {} })}
    />
  );
}
