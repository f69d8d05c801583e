// The library card's public face: the page (patron barcode, loan-token QR code).
export { LibraryCardPage } from './components/library-card-page';
export { libraryCardKeys, libraryCardQueries } from './queries';
