// Owns what the phone shell knows about installing the app: the browser's offer
// (`beforeinstallprompt`, caught at start because it may fire before any screen exists),
// whether the app runs installed (display-mode standalone, iOS's navigator.standalone, or
// the `?display-mode=standalone` flag remembered for the tab, for testing and demos), and
// whether the browser is iOS Safari, which installs only by hand (Share → Add to Home Screen).
import { DISPLAY_MODE_KEY } from './storage/storage-keys';

/** Chromium's event; not in TypeScript's DOM library. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const DISPLAY_MODE_FLAG = 'display-mode';

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's install offer; called once from main.tsx. */
export function watchInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the app offers installation from its menu.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export function installOffer(): InstallPromptEvent | null {
  return offer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offer;
  if (!event) return 'unavailable';
  offer = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/**
 * iOS Safari (iPhone, iPod, iPad; an iPad asking for the desktop site says "Macintosh" but
 * has a touch screen). Other iOS browsers name themselves (CriOS, FxiOS, EdgiOS, OPiOS…)
 * and their share menus differ, so the instructions are for Safari only.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios || !/AppleWebKit/.test(userAgent) || !/Safari\//.test(userAgent)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo/.test(userAgent);
}

export interface DisplaySignals {
  /** matchMedia('(display-mode: standalone)').matches (or fullscreen, minimal-ui). */
  displayModeStandalone: boolean;
  /** iOS Safari's navigator.standalone. */
  navigatorStandalone: boolean | undefined;
  /** The address's query string. */
  search: string;
  /** What an earlier page of this tab remembered from the flag. */
  remembered: string | null;
}

/** Whether the app runs installed, from the browser's signals or the documented flag. */
export function runsInstalled(signals: DisplaySignals): boolean {
  if (signals.displayModeStandalone || signals.navigatorStandalone === true) return true;
  const flag = new URLSearchParams(signals.search).get(DISPLAY_MODE_FLAG);
  if (flag !== null) return flag === 'standalone';
  return signals.remembered === 'standalone';
}

function readRemembered(): string | null {
  try {
    return sessionStorage.getItem(DISPLAY_MODE_KEY);
  } catch {
    return null;
  }
}

/** Reads the signals of this page (and remembers the flag for the tab). */
export function appRunsInstalled(): boolean {
  const modes = ['standalone', 'fullscreen', 'minimal-ui'];
  const flag = new URLSearchParams(location.search).get(DISPLAY_MODE_FLAG);
  if (flag !== null) {
    try {
      sessionStorage.setItem(DISPLAY_MODE_KEY, flag);
    } catch {
      // Storage refused (private mode): the flag holds for this page only.
    }
  }
  return runsInstalled({
    displayModeStandalone: modes.some((mode) => matchMedia(`(display-mode: ${mode})`).matches),
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    search: location.search,
    remembered: readRemembered(),
  });
}
