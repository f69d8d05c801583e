import { useEffect, useState } from 'react';
import { liveQuery, type BasketRecord } from '../../lib/db';
import { basketStore } from './store';

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
    const subscription = liveQuery(() => basketStore.list()).subscribe({
      next: setItems,
      // IndexedDB unavailable (some private modes): show an empty basket rather than hang.
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  const list = items ?? [];
  return {
    items: list,
    count: list.length,
    ready: items !== null,
    has: (codAcervo) => list.some((item) => item.cod_acervo === codAcervo),
  };
}
