import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CatalogueSearch } from '../search-params';
import type { SearchSuggestion } from '../types';

interface DidYouMeanProps {
  suggestions: SearchSuggestion[] | undefined;
  /** The search that the corrected term replaces (filters and paging start over). */
  search: CatalogueSearch;
}

/** "Did you mean" (the server's `sugestoes`): each corrected search as a link, with what it finds. */
export function DidYouMean({ suggestions, search }: DidYouMeanProps) {
  if (!suggestions?.length) return null;
  return (
    <div className="did-you-mean">
      <p>
        <Trans>Did you mean:</Trans>
      </p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion.termo}>
            <Link
              to="."
              search={{ ...search, termo: suggestion.termo, pagina: undefined, filtro: undefined }}
            >
              {suggestion.termo}
            </Link>{' '}
            <span className="did-you-mean-count">
              (<Plural value={suggestion.total} one="# title" other="# titles" />)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
