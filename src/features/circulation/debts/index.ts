export { DebtsCard } from './components/debts-card';
export { DebtsPage } from './components/debts-page';
export { debtKeys, debtQueries } from './queries';
/** The BR Code drawn as a QR code (its encoder loads when one is shown): the desk shows the charges it makes. */
export { PixQr } from './components/pix-qr';
