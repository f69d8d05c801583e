/** What other modules use of alerts: record an alert in a transaction, then deliver it (push, e-mail). */
export { deliverAlerts, deliverPending, recordAlert, type DeliveryReport, type PendingAlert } from './notify';
export { acquisitionStatusWord } from './status-words';
export { languageOfHeader, type AlertLanguage } from './messages';
