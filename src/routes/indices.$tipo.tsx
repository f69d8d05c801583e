import { createFileRoute, notFound } from '@tanstack/react-router';
import { isIndexType, parseBrowseSearch, type IndexType } from '../features/catalogue/browse/browse-params';
import { BrowsePage } from '../features/catalogue/browse/components/browse-page';
import { parsedSearch, parseOnce } from './-parsed-search';

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
  validateSearch: parseOnce(parseBrowseSearch),
  component: BrowseRoute,
});

function BrowseRoute() {
  const navigate = Route.useNavigate();
  const { tipo } = Route.useParams();
  const { search, ignored } = Route.useSearch({ select: (raw) => parsedSearch(raw) });
  return (
    <BrowsePage
      tipo={tipo}
      search={search}
      ignored={ignored}
      onJump={(termo) => void navigate({ search: termo ? { termo } : {} })}
    />
  );
}
