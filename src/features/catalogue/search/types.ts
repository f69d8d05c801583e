// Short names for the contract's schemas this feature uses (generated from openapi/library.yaml).
import type { components, paths } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];

export type FilterEntry = Schemas['FilterEntry'];
export type SearchResult = Schemas['SearchResult'];
export type TitleSummary = Schemas['TitleSummary'];
export type SearchSuggestion = Schemas['SearchSuggestion'];
export type AutocompleteEntry = Schemas['AutocompleteEntry'];
export type SearchQuery = NonNullable<paths['/consulta']['get']['parameters']['query']>;
