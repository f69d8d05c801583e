// The staff workspace's public face: the /balcao layout, the desk page, the sections' list.
export { DeskPage, StaffWorkspace } from './components/desk-page';
export { mayOpen, WORKSPACE_SECTIONS, type WorkspaceSection } from './workspace-sections';
