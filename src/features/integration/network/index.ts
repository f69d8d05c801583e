// The network catalogue (Rede Pergamum): results beside a search, and one record's page.
export { NetworkResults } from './components/network-results';
export { NetworkTitlePage } from './components/network-title-page';
export { networkQueries } from './queries';
