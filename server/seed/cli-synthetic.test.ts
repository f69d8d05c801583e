import { describe, expect, it } from 'vitest';
import { parseSyntheticArgs } from './cli-synthetic';

describe('parseSyntheticArgs', () => {
  it('reads --titles and --database, in either spelling', () => {
    expect(parseSyntheticArgs(['--titles', '1_000_000'], 'data/pglite')).toEqual({ titles: 1_000_000, database: 'data/pglite' });
    expect(parseSyntheticArgs(['--titles=500', '--database', 'postgres://x/y'], 'd')).toEqual({ titles: 500, database: 'postgres://x/y' });
  });

  it('refuses a missing or meaningless count', () => {
    expect(() => parseSyntheticArgs([], 'd')).toThrow(/usage/);
    expect(() => parseSyntheticArgs(['--titles', 'many'], 'd')).toThrow(/usage/);
    expect(() => parseSyntheticArgs(['--titles', '0'], 'd')).toThrow(/usage/);
  });
});
