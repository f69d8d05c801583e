import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connect';
import { roughly } from './match-set';
import { cachedPage, peekPage, storePage } from './page-cache';

describe('the search page cache', () => {
  it('answers only under the version it was computed at', () => {
    const db = {} as Db;
    storePage(db, 'k', 7, { total: 3 });
    expect(cachedPage(db, 'k', 7)).toEqual({ total: 3 });
    expect(cachedPage(db, 'k', 8)).toBeUndefined();
    // A stale entry is dropped, not kept for a later version.
    expect(cachedPage(db, 'k', 7)).toBeUndefined();
  });

  it('peeks at an entry with the version it was computed at, whatever the version now', () => {
    const db = {} as Db;
    expect(peekPage(db, 'k')).toBeNull();
    storePage(db, 'k', 7, { total: 3 });
    expect(peekPage(db, 'k')).toEqual({ versao: 7, value: { total: 3 } });
    // Peeking keeps the entry (the caller compares versions and stores a fresh one when they differ).
    expect(peekPage(db, 'k')?.versao).toBe(7);
    storePage(db, 'k', 8, { total: 4 });
    expect(peekPage(db, 'k')).toEqual({ versao: 8, value: { total: 4 } });
  });

  it('keeps each database apart and evicts the least recently used past 2,000 entries', () => {
    const a = {} as Db;
    const b = {} as Db;
    storePage(a, 'x', 1, 'a');
    expect(cachedPage(b, 'x', 1)).toBeUndefined();
    storePage(a, 'first', 1, 'f');
    for (let i = 0; i < 1998; i++) storePage(a, `k${i}`, 1, i);
    expect(cachedPage(a, 'x', 1)).toBe('a'); // touched: now the most recent
    storePage(a, 'one more', 1, 0);
    expect(cachedPage(a, 'first', 1)).toBeUndefined();
    expect(cachedPage(a, 'x', 1)).toBe('a');
  });

  it('rounds an estimate to two significant figures ("about 310,000")', () => {
    expect([roughly(0), roughly(42), roughly(150), roughly(2_049), roughly(312_417), roughly(999_999)]).toEqual([0, 42, 150, 2_000, 310_000, 1_000_000]);
  });
});
