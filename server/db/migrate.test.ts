import { describe, expect, it } from 'vitest';
import { pendingMigrations } from './migrate';

const m = (hash: string, folderMillis: number) => ({ hash, folderMillis });

describe('which migrations a database still needs', () => {
  const journal = [m('a', 1), m('b', 2), m('policy', 10), m('pix', 13)];

  it('a new database needs all of them, in the journal order', () => {
    expect(pendingMigrations(journal, []).map((x) => x.hash)).toEqual(['a', 'b', 'policy', 'pix']);
  });

  it('a migration recorded under an earlier journal time is not run again after a renumbering', () => {
    // The database ran "pix" when the journal gave it time 3; the merged journal moved it to 13.
    expect(pendingMigrations(journal, [{ hash: 'a', createdAt: 1 }, { hash: 'b', createdAt: 2 }, { hash: 'pix', createdAt: 3 }]).map((x) => x.hash)).toEqual(['policy']);
  });

  it('a migration placed before the newest recorded one still runs (drizzle would skip it)', () => {
    expect(pendingMigrations(journal, [{ hash: 'a', createdAt: 1 }, { hash: 'b', createdAt: 2 }, { hash: 'pix', createdAt: 13 }]).map((x) => x.hash)).toEqual(['policy']);
  });

  it('a file edited after it ran counts as applied by its journal time', () => {
    expect(pendingMigrations(journal, [{ hash: 'a-before-the-edit', createdAt: 1 }, { hash: 'b', createdAt: 2 }])).toEqual([m('policy', 10), m('pix', 13)]);
  });
});
