import type { ReactNode } from 'react';
import { afterFirstPaint, afterStartSettles } from '../lib/after-first-paint';
import { useSettled } from '../lib/use-settled';

/** Renders its children once the page has painted (lib/after-first-paint.ts). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useSettled(afterFirstPaint()) ? children : null;
}

/** Renders its children once the start has settled (lib/after-first-paint.ts afterStartSettles). */
export function AfterStartSettles({ children }: { children: ReactNode }) {
  return useSettled(afterStartSettles()) ? children : null;
}
