// What the app's start and router use of the chrome: the settings asked for before the first
// render, and the page shown for an unknown address.
export { NotFoundPage } from './components/not-found-page';
export { chromeQueries, prefetchChromeSettings } from './queries';
