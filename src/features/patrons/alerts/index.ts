// The alerts feature's public face: the page, the list query the dashboard reads, and the
// removal of this device's push subscription (the personal area's control, logout).
export { AlertsPage } from './components/alerts-page';
export { alertKeys, alertQueries } from './queries';
export { removeDeviceSubscription } from './push-subscription';
