// The institution pages: home sections and events (for the home panels; the FAQ and general
// information pages are imported by their routes from their own file), and the keys the staff workspace refreshes after a save.
export { HomeSection, InstitutionalEvents } from './components/home-sections';
export { institutionPageKeys, institutionPageQueries } from './queries';
