import { useEffect, useState } from 'react';
import type { BasketRecord } from '../../lib/db';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { loadDb } from '../../lib/db-access';
import { appBasketStore } from './store';

export interface BasketView {
  items: BasketRecord[];
  count: number;
  /** False until IndexedDB has answered once. */
  ready: boolean;
  has(codAcervo: number): boolean;
}

/** The basket, kept current as it changes here or in another tab. */
export function useBasket(): BasketView {
  const [items, setItems] = useState<BasketRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    // IndexedDB unavailable (some private modes): show an empty basket rather than hang.
    const fail = () => live && setItems([]);
    // Dexie loads on first use (db-access.ts), once the page has painted; the live query
    // then reads only Dexie.
    afterFirstPaint()
      .then(() => Promise.all([loadDb(), appBasketStore()]))
      .then(([{ liveQuery }, store]) => {
      if (!live) return;
      const subscription = liveQuery(() => store.list()).subscribe({ next: setItems, error: fail });
      unsubscribe = () => subscription.unsubscribe();
    }, fail);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  const list = items ?? [];
  return {
    items: list,
    count: list.length,
    ready: items !== null,
    has: (codAcervo) => list.some((item) => item.cod_acervo === codAcervo),
  };
}
