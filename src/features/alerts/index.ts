// The alerts feature's public face: the page and the list query the dashboard reads.
export { AlertsPage } from './components/alerts-page';
export { alertKeys, alertQueries } from './queries';
