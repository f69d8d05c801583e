import { useSyncExternalStore } from 'react';
import type { BasketRecord } from '../../../lib/storage/db';
import { afterFirstPaint } from '../../../lib/startup/start-phases';
import { hasRecords, loadDb, whenDbWanted } from '../../../lib/storage/db-access';

export interface BasketView {
  items: BasketRecord[];
  count: number;
  /** False until IndexedDB has answered once. */
  ready: boolean;
  has(codAcervo: number): boolean;
}

// One live query of the basket for the whole page, however many components show it (the
// header's count, every result's add button): it starts with the first of them and stops
// after the last. Dexie loads on first use (db-access.ts), once the page has painted; when
// the basket is empty (a first visit), the count shows 0 at once and the live query waits
// until Dexie is loaded anyway or the start is over (whenDbWanted).
let items: BasketRecord[] | null = null;
const listeners = new Set<() => void>();
let stopLiveQuery: (() => void) | null = null;

function publish(next: BasketRecord[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

function startLiveQuery(): () => void {
  let live = true;
  let unsubscribe = () => {};
  // IndexedDB unavailable (some private modes): show an empty basket rather than hang.
  const fail = () => live && publish([]);
  afterFirstPaint()
    .then(() => hasRecords('basket').catch(() => true))
    .then(async (filled) => {
      if (filled) return;
      if (live && items === null) publish([]);
      await whenDbWanted();
    })
    // The store's code (adding, replacing) comes with Dexie, after the first paint: the header's
    // count does not carry it in the first screen's JavaScript (bench/bundle.ts).
    .then(() => Promise.all([loadDb(), import('./store').then((m) => m.appBasketStore())]))
    .then(([{ liveQuery }, store]) => {
      if (!live) return;
      // The live query reads only Dexie (no other awaits), as liveQuery requires.
      const subscription = liveQuery(() => store.list()).subscribe({ next: (next) => live && publish(next), error: fail });
      unsubscribe = () => subscription.unsubscribe();
    }, fail);
  return () => {
    live = false;
    unsubscribe();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopLiveQuery ??= startLiveQuery();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopLiveQuery?.();
    stopLiveQuery = null;
  };
}

const snapshot = () => items;

/** The basket, kept current as it changes here or in another tab. */
export function useBasket(): BasketView {
  const current = useSyncExternalStore(subscribe, snapshot, () => null);
  const list = current ?? [];
  return {
    items: list,
    count: list.length,
    ready: current !== null,
    has: (codAcervo) => list.some((item) => item.cod_acervo === codAcervo),
  };
}
