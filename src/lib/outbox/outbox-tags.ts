// The outbox's names shared by the page and the service worker, without the outbox itself
// (outbox.ts brings Dexie, which a page loads only when it needs the outbox: outbox-page.ts).

/** The Background Sync tag the service worker listens for. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Service worker → page: "flush your patron's items and tell me how it went". */
export const OUTBOX_FLUSH_MESSAGE = 'outbox-flush';
