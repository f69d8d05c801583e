// Owns the app's idea of being online. It is React Query's own (onlineManager), so what
// screens say and what queries do agree: while offline, queries pause and screens show
// their saved data.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * React Query starts out "online" and only learns from later online/offline events; an
 * app opened offline would then try every query. Starting from the browser's own state
 * makes it show the saved data at once. Called once, at start.
 */
export function followBrowserOnline(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** True while the browser is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
