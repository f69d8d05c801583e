// What others use of the title feature: the tab code each sub-page stands for (the router
// declares it as route static data), and the copy statuses' names (the cataloguer's copies).
export { TITLE_TABS, type TitleSubPage, type TitleTab } from './tabs';
export { useCopyStatusLabels } from './components/copies-table';
