// The ISBN scanner's public face: the button the search field carries.
export { IsbnScanButton } from './components/isbn-scan-button';
// The camera and its reader, for another feature's scanner (the phone self-checkout reads copy
// labels): loaded on demand, so they stay out of the chunks that carry the scan button.
export type { BarcodeKind, CameraProblem } from './camera';
export const loadCamera = () => import('./camera');
