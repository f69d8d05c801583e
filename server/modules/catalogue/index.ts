/**
 * The catalogue domain's face to the rest of the server: the catalogue core every domain
 * stands on (a title's record or its 404, its row lock, titles as lists show them, facets,
 * tombstones) and
 * what others use of search, browse, links, covers and new acquisitions. Modules of this
 * domain use the core and each other through their own index.ts ('../core', '../search');
 * other domains only through this file.
 */
export {
  NO_DATE, describeFacets, lockTitle, lockTitles, notForLoanType, syncDeletedTitles, titleCopiesChanged, titleOr404, titleRecord, titlesInOrder, type RawFacet,
} from './core';
export { autocomplete, searchTitles } from './search';
export { browseIndex } from './browse';
export { linksOf, recordLinkAccess, supplierOf } from './links';
export { registerCoverProvider } from './covers';
export { newAcquisitions } from './acquisitions';
