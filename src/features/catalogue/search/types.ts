// Short names for the contract's schemas this feature uses (generated from openapi/library.yaml):
// the app-wide ones from src/api/types.ts, the search's own here.
import type { components } from '../../../../openapi/schema.gen';

export type { FilterEntry, SearchQuery, SearchResult, TitleSummary } from '../../../api/types';
export type SearchSuggestion = components['schemas']['SearchSuggestion'];
export type AutocompleteEntry = components['schemas']['AutocompleteEntry'];
