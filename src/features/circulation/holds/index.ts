// The holds feature's public face: the title's hold form, the patron's holds page, and
// the query options other screens (the personal area's dashboard) read holds with.
export { HoldForm } from './components/hold-form';
export { HoldsPage } from './components/holds-page';
export { HoldStatus } from './components/current-holds';
export { holdKeys, holdQueries, type Hold } from './queries';
