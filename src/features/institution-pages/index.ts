// The institution pages: home sections and events (for the home panels), the FAQ and general
// information pages (for their routes), and the keys the staff workspace refreshes after a save.
export { HomeSection, InstitutionalEvents } from './components/home-sections';
export { FaqPage, GeneralInformationPage } from './components/faq-page';
export { institutionPageKeys, institutionPageQueries } from './queries';
