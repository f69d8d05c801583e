/** New acquisitions for callers outside the HTTP route: the Atom feeds of the discovery module. */
export { newAcquisitions, type NewAcquisitionsQuery } from './service';
