// The ISBN scanner's public face: the button the search field carries.
export { IsbnScanButton } from './components/isbn-scan-button';
// The camera and its reader, for another feature's scanner (the phone self-checkout reads copy labels).
export { CameraError, openCamera, readCodes, type BarcodeKind, type CameraProblem } from './camera';
