import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => { resolve = ok; reject = fail; });
  return { promise, resolve, reject };
}

describe('oneAtATime (the self-checkout lends one copy at a time)', () => {
  it('starts a task only once the one before it has settled, in the order given', async () => {
    const inTurn = oneAtATime();
    const first = deferred();
    const started: string[] = [];
    const a = inTurn(async () => { started.push('A'); await first.promise; return 'lent A'; });
    const b = inTurn(async () => { started.push('B'); return 'lent B'; });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['A']);
    first.resolve();
    expect(await a).toBe('lent A');
    expect(await b).toBe('lent B');
    expect(started).toEqual(['A', 'B']);
  });

  it('goes on after a task that failed, and gives the failure to its own caller', async () => {
    const inTurn = oneAtATime();
    const first = deferred();
    const a = inTurn(() => first.promise);
    const b = inTurn(async () => 'lent B');
    first.reject(new Error('no answer'));
    await expect(a).rejects.toThrow('no answer');
    expect(await b).toBe('lent B');
  });
});
