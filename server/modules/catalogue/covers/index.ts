/** Covers from a configured provider, cached on disk and served from our origin (issue 26 item 6). */
export { providerCover, registerCoverProvider, evict, type CachedCover } from './cache';
export { coverAddress, firstIsbn, firstIssn, sniff, fetchCover, OPEN_LIBRARY } from './provider';
