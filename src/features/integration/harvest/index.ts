// The network partners feature's public face: the staff screen /balcao/rede.
export { NetworkPartnersPage } from './components/network-partners-page';
export { partnerKeys, partnerQueries } from './queries';
