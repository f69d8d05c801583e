// What others use of the title feature: the tab code each sub-page stands for (the router
// declares it as route static data).
export { TITLE_TABS, type TitleSubPage, type TitleTab } from './tabs';
