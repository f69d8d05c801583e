// The service worker's one registration per page (issue 37 item 10). vite-plugin-pwa's
// useRegisterSW registers inside a useState initializer, that is during render: a render
// React throws away before committing it (the update prompt appears in a transition, in
// short slices, and a slice interrupted by any more urgent update starts again from
// scratch) runs the initializer again, so a loaded machine registered the worker twice
// (shell.spec, the reverted lighthouse branch). Here the registration is a module's
// once-only side effect, started from a committed effect, and the prompt only reads its state.
import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;
let needRefresh = false;
const listeners = new Set<Listener>();

function setNeedRefresh(value: boolean) {
  needRefresh = value;
  listeners.forEach((listener) => listener());
}

/** Registers the worker the first time it is called; later calls do nothing. */
export function registerServiceWorkerOnce(): void {
  if (updateServiceWorker) return;
  updateServiceWorker = registerSW({ immediate: true, onNeedRefresh: () => setNeedRefresh(true) });
}

/** Whether a new version waits, for useSyncExternalStore. */
export const waitingVersion = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => needRefresh,
};

/** The waiting version takes over (the page reloads). */
export function takeNewVersion(): void {
  void updateServiceWorker?.(true);
}

/** Not now: the offer goes away until the next waiting version. */
export function declineNewVersion(): void {
  setNeedRefresh(false);
}
