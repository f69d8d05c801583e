// The library section of the staff workspace (/balcao/biblioteca, issue 23 item 3) and the
// circulation policies (/balcao/politicas, issue 35).
export { LibrarySettingsPage } from './components/library-settings-page';
export { PoliciesPage } from './components/policies-page';
