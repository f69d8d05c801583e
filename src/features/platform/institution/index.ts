// What other features may use of the institution: its settings and the activities it grants
// everyone, read once per visit by the chrome and the login.
export { activitiesQuery, institutionKeys, institutionQuery } from './queries';
