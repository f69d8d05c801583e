import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';

/** Renders its children once the page has painted (lib/after-first-paint.ts). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
