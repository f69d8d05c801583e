/**
 * The catalogue core every module stands on: a title's record, titles as lists show them,
 * and the search machinery (the form to SQL, filter letters, the match set with its facet
 * counts, facet labels). Modules import it from here (`server/modules/catalogue/core`), never from its
 * files; it imports no module.
 */
export { titleDetail, titleOr404, titleRecord, type TitleRecord } from './title-record';
export { titleRows, titlesInOrder, titlesInOrderAtVersion, type TitleSummary } from './title-rows';
export { resultPage, type ResultPage } from './result-page';
export { runMatchSet, type MatchSetPage, type MatchSetQuery, type RawFacet } from './match-set';
export { cachedPage, catalogueVersion, computeShared, peekPage, searchKey, sharedPageAndTitles, storePage } from './page-cache';
export { describeFacets, type FacetEntry } from './facet-labels';
export {
  ACQUISITION_LETTERS, NO_DATE, SEARCH_LETTERS, parseFilters, type FilterLetter, type Filters,
} from './filters';
export {
  matchCondition, rankQuery, type AdvancedField, type AdvancedOperator, type AdvancedRow, type MatchQuery, type SearchKind,
} from './match-query';
export { languageName } from './languages';
export { syncDeletedTitles, titleCopiesChanged } from './tombstones';
export { lockTitle, lockTitles } from './locks';
export { notForLoanType } from './loan-types';
