/** The languages alerts, pushes and e-mails are written in (a leaf: the words' tables import it). */
export type AlertLanguage = 'pt' | 'en' | 'es' | 'fr' | 'it';
export const ALERT_LANGUAGES: readonly AlertLanguage[] = ['pt', 'en', 'es', 'fr', 'it'];
