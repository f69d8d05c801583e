/**
 * The offline desk's rules both halves apply (issue 36 item 9): the server when it applies a
 * batch, the PWA when it chooses what to send. An item waits behind an earlier, unresolved
 * conflict on the same copy, because what it means depends on how the clerk resolves that one
 * (a return queued after a check-out that conflicted would otherwise return someone else's loan).
 */

/** How many transactions one request may carry (the contract's maxItems). */
export const OFFLINE_DESK_BATCH = 50;
/** How old a desk moment may be, in days, and how far ahead of the server's clock it may run, in minutes. */
export const OFFLINE_DESK_MAX_AGE_DAYS = 30;
export const OFFLINE_DESK_CLOCK_SLACK_MINUTES = 5;

/** The copy an item is about, as the two halves compare them. */
export const copyKey = (barcode: string): string => barcode.trim();

/** Copies with an open conflict so far, in the order items are met: a later item on one of them is held. */
export function conflictTracker() {
  const blocked = new Set<string>();
  return {
    isHeld: (barcode: string): boolean => blocked.has(copyKey(barcode)),
    markConflict: (barcode: string): void => void blocked.add(copyKey(barcode)),
  };
}

/**
 * Walks items in their order and tells each one whether it must wait: `conflicted(item)` says
 * an item is itself an open conflict; every later item on its copy is held.
 */
export function holdBehindConflicts<T extends { codigo_barras: string }>(items: readonly T[], conflicted: (item: T) => boolean): { item: T; held: boolean }[] {
  const tracker = conflictTracker();
  return items.map((item) => {
    const held = tracker.isHeld(item.codigo_barras);
    if (held || conflicted(item)) tracker.markConflict(item.codigo_barras);
    return { item, held };
  });
}
