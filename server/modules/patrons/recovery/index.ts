/** What other modules use of recovery: the refusal of a wrong current password (personal data's e-mail change). */
export { CURRENT_PASSWORD_WRONG } from './passwords';
