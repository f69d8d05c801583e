// The search extras shown on a title's page (issue 25 item 5).
export { TitleRelations } from './components/title-relations';
