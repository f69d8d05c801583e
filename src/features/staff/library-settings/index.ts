// The library section of the staff workspace (/balcao/biblioteca, issue 23 item 3).
export { LibrarySettingsPage } from './components/library-settings-page';
