// The home and search screen shared by `/` and `/:guia` (spec §2: the same screen). Lives
// beside the routes (the '-' prefix keeps it out of the route tree) because it composes
// several features: search, home panels, browse links and the network results.
import { BrowseLinks } from '../features/browse/components/browse-links';
import { SearchPage } from '../features/catalogue/components/search-page';
import type { CatalogueSearch } from '../features/catalogue/search-params';
import { HomePanels } from '../features/home/components/home-panels';
import { NetworkResults } from '../features/network/components/network-results';

export function CatalogueScreen({ search, onSearch }: { search: CatalogueSearch; onSearch: (next: CatalogueSearch) => void }) {
  return (
    <SearchPage
      search={search}
      onSearch={onSearch}
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
            onChange={(next) => onSearch({ ...search, ...next })}
          />
        )
      }
    />
  );
}
