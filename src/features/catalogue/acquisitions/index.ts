// The acquisitions feature's public face: the personal area's acquisition pages and the
// staff suggestion queue.
export { AcquisitionPage } from './components/acquisition-page';
export { SuggestionsPage } from './components/suggestions-page';
export { PurchaseOrdersPage, PURCHASE_ORDER_FILTER } from './components/purchase-orders-page';
export { AcquisitionStatisticsPage } from './components/statistics-page';
export { SuggestionQueuePage } from './components/suggestion-queue';
export { acquisitionKeys, acquisitionQueries } from './queries';
