/** The catalogue search for callers outside the HTTP route: the benchmark and the importer's tests. */
export { searchTitles, type SearchParams, type SearchResult } from './service';
export { autocomplete } from './autocomplete';
