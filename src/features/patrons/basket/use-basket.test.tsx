// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../lib/storage/db';
import { addManyToBasket, clearBasket, removeFromBasket } from './store';
import { useBasket } from './use-basket';

afterEach(async () => {
  cleanup();
  await db.basket.clear();
});

describe('useBasket', () => {
  it('follows the basket as titles are added, removed and cleared', async () => {
    const { result } = renderHook(() => useBasket());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.count).toBe(0);

    await act(() => addManyToBasket([{ codAcervo: 5, titulo: 'Cinco' }, { codAcervo: 6, titulo: 'Seis' }]));
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.has(5)).toBe(true);
    expect(result.current.items.map((item) => item.titulo)).toEqual(['Cinco', 'Seis']);

    await act(() => removeFromBasket(5));
    await waitFor(() => expect(result.current.has(5)).toBe(false));

    await act(() => clearBasket());
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('gives every component the same basket, and a component mounted later finds it at once', async () => {
    const first = renderHook(() => useBasket());
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    await act(() => addManyToBasket([{ codAcervo: 7, titulo: 'Sete' }]));
    await waitFor(() => expect(first.result.current.count).toBe(1));

    const second = renderHook(() => useBasket());
    expect(second.result.current.ready).toBe(true);
    expect(second.result.current.has(7)).toBe(true);
    await act(() => removeFromBasket(7));
    await waitFor(() => expect(second.result.current.count).toBe(0));
    expect(first.result.current.count).toBe(0);
  });
});
