export { NoDuesPage } from './components/no-dues-page';
export { VerifyPage } from './components/verify-page';
export { noDuesKeys, noDuesQueries } from './queries';
