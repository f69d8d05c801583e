// Requests to the library: the patron's pages (list and forms) and the staff queue.
export { CatalogueCardPage } from './components/catalogue-card-page';
export { ClosedStoragePage } from './components/closed-storage-page';
export { DeskRequestsPage } from './components/desk-requests';
export { DocumentCopyPage } from './components/document-copy-page';
export { InterLibraryPage, type InterLibraryPrefill } from './components/inter-library-page';
export { RequestsPage } from './components/requests-page';
export { SpecializedSearchPage } from './components/specialized-search-page';
export { SurveyPage } from './components/survey-page';
export { libraryRequestKeys, libraryRequestQueries } from './queries';
