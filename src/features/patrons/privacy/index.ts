// What other features use of privacy: the staff desk's panel of deletion requests.
export { DeskDeletionRequests } from './components/desk-deletion-requests';
