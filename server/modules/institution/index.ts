/** What other modules use of the institution: the personal-area entries it enables (app layers). */
export { appLayers } from './service';
