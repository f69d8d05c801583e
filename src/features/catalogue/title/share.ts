// Sharing a title's address: the system's share sheet where the browser has the Web Share
// API (phones), else the address copied to the clipboard.

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  url: string;
}

/** What sharing needs of `navigator`. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Opens the share sheet, or copies the address where there is none (or the sheet could
 * not open). Closing the sheet is the patron's choice, not a failure: nothing is copied then.
 */
export async function shareLink(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation, a policy) and the like: fall back to copying.
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
