export { DebtsCard } from './components/debts-card';
export { DebtsPage } from './components/debts-page';
export { debtKeys, debtQueries } from './queries';
