// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettled, watchSettled } from './use-settled';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSettled', () => {
  it('is false until the promise fulfils, then true', async () => {
    const work = deferred();
    const { result } = renderHook(() => useSettled(work.promise));
    expect(result.current).toBe(false);
    await act(async () => work.resolve());
    expect(result.current).toBe(true);
  });

  it('is true once the promise rejects too (nothing left to wait for)', async () => {
    const work = deferred();
    const { result } = renderHook(() => useSettled(work.promise));
    await act(async () => work.reject(new Error('no IndexedDB')));
    expect(result.current).toBe(true);
  });

  it('starts true, drawing once, when watchSettled saw the promise settle before the first render', async () => {
    const early = watchSettled(Promise.resolve());
    const unwatched = Promise.resolve();
    await early;
    await unwatched;
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return [useSettled(early), useSettled(unwatched)];
    });
    expect(result.current).toEqual([true, false]);
    await act(async () => undefined);
    expect(result.current).toEqual([true, true]);
    expect(renders).toBe(2);
  });
});
