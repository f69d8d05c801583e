// What the app's start and router use of the chrome: the settings asked for before the first
// render, and the pages shown for an unknown address or a failed route.
export { NotFoundPage } from './components/not-found-page';
export { RouteError } from './components/route-error';
export { chromeQueries, prefetchChromeSettings } from './queries';
