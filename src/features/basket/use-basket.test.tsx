// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db';
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
});
