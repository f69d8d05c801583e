/** What other modules use of comments: the check that a patron's category holds an activity (suggestions). */
export { assertActivity } from './limits';
