import type { ReactNode } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
import { useSettled } from '../lib/use-settled';

/** Renders its children once the page has painted (lib/after-first-paint.ts). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useSettled(afterFirstPaint()) ? children : null;
}
