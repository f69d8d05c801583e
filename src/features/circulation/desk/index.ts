// The staff workspace's public face: the /balcao layout, the desk page, the sections' list.
export { CommentsQueuePage, DeletionsQueuePage, DeskPage, LoanRequestsQueuePage, StaffWorkspace } from './components/desk-page';
export { deskKeys, deskQueries } from './queries';
export { mayOpen, mayWorkTheDesk, WORKSPACE_SECTIONS, type WorkspaceSection } from './workspace-sections';
