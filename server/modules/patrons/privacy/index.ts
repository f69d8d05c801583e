/** What other modules use of privacy: the desk's list and handling of deletion requests. */
export { deskDeletionRequests, handleDeletion, myDeletionRequests } from './deletion';
