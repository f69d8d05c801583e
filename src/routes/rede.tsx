import { createFileRoute } from '@tanstack/react-router';
import { parseCatalogueSearch } from '../features/catalogue/search/search-params';
import { NetworkSearchPage, type NetworkSearch } from '../features/integration/network/components/network-search-page';

// The network search keeps the catalogue's parsing of the term and the network's filters and page.
function validateNetworkSearch(raw: Record<string, unknown>): NetworkSearch {
  const { termo, filtroRede, paginaRede } = parseCatalogueSearch(raw).search;
  return { termo, filtroRede, paginaRede };
}

export const Route = createFileRoute('/rede')({
  validateSearch: validateNetworkSearch,
  component: NetworkRoute,
});

function NetworkRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return <NetworkSearchPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
