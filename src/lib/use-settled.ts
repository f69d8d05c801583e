import { useEffect, useState } from 'react';

/**
 * Whether a promise has settled, as React state: false until it fulfils or rejects, then
 * true. For work a screen waits on without suspending (the saved cache's restore in
 * main.tsx, the first paint in AfterFirstPaint).
 */
export function useSettled(promise: Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    promise.then(done, done);
    return () => {
      live = false;
    };
  }, [promise]);
  return settled;
}
