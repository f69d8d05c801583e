// The home and search screen shared by `/` and `/:guia` (spec §2: the same screen). Lives
// beside the routes (the '-' prefix keeps it out of the route tree) because it composes
// several features: search, home panels, browse links and the network results.
import { BrowseLinks } from '../features/catalogue/browse/components/browse-links';
import { SearchPage } from '../features/catalogue/search/components/search-page';
import { parseCatalogueSearch, type CatalogueSearch, type SearchKey } from '../features/catalogue/search/search-params';
import { HomePanels } from '../features/platform/home/components/home-panels';
import { lazyPart } from '../components/lazy-part';
import { parseOnce } from './-parsed-search';

// Shown under a search's results only: its code loads with them (search-page.tsx).
const NetworkResults = lazyPart(() => import('../features/integration/network/components/network-results').then((m) => m.NetworkResults));

/** The validateSearch of `/` and `/$guia`. */
export const validateCatalogueRoute = parseOnce(parseCatalogueSearch);

interface CatalogueScreenProps {
  search: CatalogueSearch;
  /** Keys of the URL whose value was not understood. */
  ignored: SearchKey[];
  onSearch: (next: CatalogueSearch) => void;
}

export function CatalogueScreen({ search, ignored, onSearch }: CatalogueScreenProps) {
  return (
    <SearchPage
      search={search}
      ignored={ignored}
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
