import { startTransition, useEffect, useState } from 'react';

const settledPromises = new WeakSet<Promise<unknown>>();

/**
 * Notes when `promise` settles, so that a screen first drawn after that starts settled
 * instead of drawing everything twice (main.tsx: the saved cache's restore).
 */
export function watchSettled<T>(promise: Promise<T>): Promise<T> {
  const mark = () => void settledPromises.add(promise);
  promise.then(mark, mark);
  return promise;
}

/**
 * Whether a promise has settled, as React state: false until it fulfils or rejects, then
 * true (at once if watchSettled saw it settle). For work a screen waits on without
 * suspending (the saved cache's restore in main.tsx, the first paint in AfterFirstPaint).
 * The change is drawn as a transition, in short slices: it re-renders whole trees.
 */
export function useSettled(promise: Promise<unknown>): boolean {
  const [settled, setSettled] = useState(() => settledPromises.has(promise));
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) startTransition(() => setSettled(true));
    };
    promise.then(done, done);
    return () => {
      live = false;
    };
  }, [promise]);
  return settled;
}
