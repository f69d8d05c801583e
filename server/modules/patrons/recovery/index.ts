/** What other modules use of recovery: the refusal of a wrong current password (personal data's e-mail change). */
export { CURRENT_PASSWORD_WRONG } from './passwords';
/** The desk's first-access code for a patron without e-mail (staff workspace). */
export { issueFirstAccessCode } from './first-access';
