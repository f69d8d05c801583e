// The library card's public face: the page (patron barcode, loan-token QR code).
export { LibraryCardPage } from './components/library-card-page';
export { libraryCardKeys, libraryCardQueries } from './queries';
/** The card number's drawing (Code 128, bwip-js loaded on demand): also the desk's printed card (staff/workspace). */
export { Barcode } from './components/barcode';
