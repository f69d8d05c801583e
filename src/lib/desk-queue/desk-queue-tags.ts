// The offline desk queue's names shared by the page and the service worker (issue 36).

/** The Background Sync tag the service worker listens for: apply the desk's queue when the connection returns. */
export const DESK_QUEUE_SYNC_TAG = 'desk-offline';
/** Service worker → page: "apply your clerk's queue and tell me how many items still wait". */
export const DESK_QUEUE_APPLY_MESSAGE = 'desk-queue-apply';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to apply the queue when the connection returns, even with no desk
 * page open. Where Background Sync is missing (Firefox, Safari) nothing happens here: the desk
 * page applies on 'online' and whenever it opens with items waiting.
 */
export async function requestDeskQueueSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(DESK_QUEUE_SYNC_TAG);
  } catch {
    // No Background Sync, or no service worker: the page's own retry remains.
  }
}
