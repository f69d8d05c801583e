// What others use of the title feature: the tab code each sub-page stands for (the router
// declares it as route static data).
export { TITLE_TABS, type TitleSubPage, type TitleTab } from './tabs';
// The personal area's "My comments" page lists the titles the patron commented on and
// each title's own comments, as the title page shows them.
export { MyTitleComments } from './components/my-title-comments';
export { titleQueries } from './queries';
