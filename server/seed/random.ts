/**
 * A small seeded pseudo-random generator (mulberry32) and the draws the seeds need. The
 * same seed gives the same catalogue, so tests can count what the seed made.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `weights[i]` is the relative weight of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** k distinct items (fewer when there are not enough). */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weights) => items[weightedIndex(weights, next())],
    sample: (items, k) => {
      const copy = items.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
}

function weightedIndex(weights: readonly number[], u: number): number {
  let total = 0;
  for (const w of weights) total += w;
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i];
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Draws from a fixed distribution many times: cumulative weights + binary search, so a
 * million draws from a vocabulary of thousands stay cheap.
 */
export class Distribution<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(readonly items: readonly T[], weights: readonly number[]) {
    let sum = 0;
    for (const w of weights) this.cumulative.push((sum += w));
    this.total = sum;
  }

  static fromCounts<K>(counts: Map<K, number>): Distribution<K> {
    return new Distribution([...counts.keys()], [...counts.values()]);
  }

  get size(): number {
    return this.items.length;
  }

  draw(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}
