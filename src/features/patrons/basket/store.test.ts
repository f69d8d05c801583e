// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb } from '../../../lib/storage/db';
import { createBasketStore } from './store';

const opened: CatalogueDb[] = [];
let counter = 0;
function freshDb(name = `basket-test-${++counter}`): CatalogueDb {
  const database = openCatalogueDb(name);
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});

const codes = async (store: ReturnType<typeof createBasketStore>) => (await store.list()).map((item) => item.cod_acervo);

describe('basket store', () => {
  it('adds one title and lists it with its title and author', async () => {
    const store = createBasketStore(freshDb());
    expect(await store.addMany([{ codAcervo: 7, titulo: 'Dom Casmurro', autor: 'Machado de Assis', ano: 1899 }])).toBe(1);
    expect(await store.list()).toMatchObject([
      { cod_acervo: 7, titulo: 'Dom Casmurro', autor: 'Machado de Assis', ano_publicacao: 1899 },
    ]);
  });

  it('adds many at once, keeping their order, and never twice the same title', async () => {
    const store = createBasketStore(freshDb());
    await store.addMany([{ codAcervo: 3, titulo: 'C' }]);
    const added = await store.addMany([
      { codAcervo: 1, titulo: 'A' },
      { codAcervo: 3, titulo: 'C again' },
      { codAcervo: 2, titulo: 'B' },
      { codAcervo: 1, titulo: 'A again' },
    ]);
    expect(added).toBe(2);
    expect(await codes(store)).toEqual([3, 1, 2]);
    expect((await store.list())[0].titulo).toBe('C');
  });

  it('ignores codes that cannot be titles', async () => {
    const store = createBasketStore(freshDb());
    expect(await store.addMany([{ codAcervo: 0, titulo: 'x' }, { codAcervo: 1.5, titulo: 'y' }])).toBe(0);
    expect(await codes(store)).toEqual([]);
  });

  it('removes one title and clears the rest', async () => {
    const store = createBasketStore(freshDb());
    await store.addMany([1, 2, 3].map((codAcervo) => ({ codAcervo, titulo: `T${codAcervo}` })));
    await store.remove(2);
    expect(await codes(store)).toEqual([1, 3]);
    await store.clear();
    expect(await codes(store)).toEqual([]);
  });

  it('set replaces the whole basket', async () => {
    const store = createBasketStore(freshDb());
    await store.addMany([{ codAcervo: 1, titulo: 'A' }]);
    await store.set([{ codAcervo: 9, titulo: 'Z' }, { codAcervo: 8, titulo: 'Y' }]);
    expect(await codes(store)).toEqual([9, 8]);
  });

  it('survives closing and re-opening the database (a restart)', async () => {
    const first = freshDb('basket-restart');
    await createBasketStore(first).addMany([{ codAcervo: 42, titulo: 'Kept' }]);
    first.close();
    const again = openCatalogueDb('basket-restart');
    opened.push(again);
    expect(await createBasketStore(again).list()).toMatchObject([{ cod_acervo: 42, titulo: 'Kept' }]);
  });
});
