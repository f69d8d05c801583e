// The staff workspace's patrons section (issue 23): /balcao/usuarios and a patron's record;
// registration at the desk, the registration data and the printed card (issue 36 item 5);
// the payments PIX or PagTesouro reported that wait for a person (issue 39).
export { PatronSearchPage, type PatronSearch } from './components/patron-search';
export { PatronRecordPage, type PatronRecordSearch } from './components/patron-record';
export { PaymentReviewsPage } from './components/payment-reviews-page';
export { staffPatronQueries } from './queries';
export { RegisterPatronPage } from './registration/register-patron-page';
export { LibraryCardPrintPage } from './registration/library-card-print';
