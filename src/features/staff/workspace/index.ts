// The staff workspace's patrons section (issue 23): /balcao/usuarios and a patron's record.
export { PatronSearchPage, type PatronSearch } from './components/patron-search';
export { PatronRecordPage } from './components/patron-record';
// The patrons' search, for the role grant's look-up by name (staff/admin).
export { staffPatronQueries } from './queries';
