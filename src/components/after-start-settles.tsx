import type { ReactNode } from 'react';
import { afterStartSettles } from '../lib/startup/start-phases';
import { useSettled } from '../lib/startup/use-settled';

/** Renders its children once the start has settled (lib/startup/start-phases.ts afterStartSettles). */
export function AfterStartSettles({ children }: { children: ReactNode }) {
  return useSettled(afterStartSettles()) ? children : null;
}
