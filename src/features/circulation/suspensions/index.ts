export { SuspensionsPage } from './components/suspensions-page';
export { suspensionQueries } from './queries';
