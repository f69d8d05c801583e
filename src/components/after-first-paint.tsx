import type { ReactNode } from 'react';
import { afterFirstPaint, afterStartSettles } from '../lib/startup/start-phases';
import { useSettled } from '../lib/startup/use-settled';

/** Renders its children once the page has painted (lib/startup/start-phases.ts). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useSettled(afterFirstPaint()) ? children : null;
}

/** Renders its children once the start has settled (lib/startup/start-phases.ts afterStartSettles). */
export function AfterStartSettles({ children }: { children: ReactNode }) {
  return useSettled(afterStartSettles()) ? children : null;
}
