import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (styles.css and the chrome's CSS use the same 40rem). */
export const PHONE_LAYOUT = '(max-width: 40rem)';

/** Whether a media query matches, following its changes (rotation, zoom, window size). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
