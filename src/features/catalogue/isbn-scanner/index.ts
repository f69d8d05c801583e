// The ISBN scanner's public face: the button the search field carries.
export { IsbnScanButton } from './components/isbn-scan-button';
