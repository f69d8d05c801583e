// What the app's start and router use of the chrome: the settings asked for before the first
// render, and the page shown for an unknown address.
export { NotFoundPage } from './components/not-found-page';
export { chromeQueries, prefetchChromeSettings } from './queries';
/** The acquisition-suggestion dialog's code, loaded when reached for (the footer's and the Acquisition page's button). */
export const loadSuggestionDialog = () => import('./feedback/suggestion-dialog').then((m) => m.SuggestionDialog);
