/** The interest profile's pages (routes import them from here). */
export { CheckTitlesPage } from './components/check-titles-page';
export { InterestAreasPage } from './components/interest-areas-page';
export { InterestProfilePage } from './components/interest-profile-page';
