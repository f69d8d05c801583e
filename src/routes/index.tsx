import { createFileRoute } from '@tanstack/react-router';
import { BrowseLinks } from '../features/browse/components/browse-links';
import { SearchPage } from '../features/catalogue/components/search-page';
import { parseCatalogueSearch, validateCatalogueSearch } from '../features/catalogue/search-params';
import { HomePanels } from '../features/home/components/home-panels';
import { NetworkResults } from '../features/network/components/network-results';

export const Route = createFileRoute('/')({
  validateSearch: validateCatalogueSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const navigate = Route.useNavigate();
  // The router leaves malformed URL values in useSearch(); reading it again drops them.
  const search = parseCatalogueSearch(Route.useSearch()).search;
  return (
    <SearchPage
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      home={
        <HomePanels>
          <BrowseLinks />
        </HomePanels>
      }
      more={
        search.termo?.trim() && (
          <NetworkResults
            termo={search.termo.trim()}
            filtro={search.filtroRede}
            pagina={search.paginaRede}
            onChange={(next) => void navigate({ search: { ...search, ...next } })}
          />
        )
      }
    />
  );
}
