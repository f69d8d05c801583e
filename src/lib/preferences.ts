// The accessibility bar's settings (spec §2, §9): zoom, colour scheme, bold text, sign
// language and dark mode, kept in localStorage under the spec's keys (zoom, cor, negrito,
// libras; tema designed here) and applied as attributes on <html>. This module applies the
// stored settings as soon as it is loaded — main.tsx imports it first — so a returning
// visitor's page is painted with them, not restyled after React starts.
import { ACCESSIBILITY_BAR_OPEN_KEY, PREFERENCE_KEYS as STORED_PREFERENCE_KEYS } from './storage/storage-keys';

export const ZOOM_LEVELS = [0, 20, 40, 60, 80, 100] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export const COLOR_SCHEMES = ['normal', 'inverted', 'grayscale', 'high-contrast'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  zoom: ZoomLevel;
  colorScheme: ColorScheme;
  bold: boolean;
  signLanguage: boolean;
  theme: Theme;
}

/** Spec §9: zoom 0 by default; everything else off. */
export const DEFAULT_PREFERENCES: Preferences = {
  zoom: 0,
  colorScheme: 'normal',
  bold: false,
  signLanguage: false,
  theme: 'light',
};

/** localStorage keys (storage/storage-keys.ts): the spec's names, plus `tema` for dark mode. */
export const PREFERENCE_KEYS: Record<keyof Preferences, string> = STORED_PREFERENCE_KEYS;

function choice<T extends string | number>(raw: string | null, allowed: readonly T[], fallback: T): T {
  if (raw === null) return fallback;
  return allowed.find((value) => String(value) === raw.trim()) ?? fallback;
}

function flag(raw: string | null): boolean {
  return raw === 'true';
}

/** Reads stored values; anything missing or not understood falls back to its default. */
export function parsePreferences(read: (key: string) => string | null): Preferences {
  return {
    zoom: choice(read(PREFERENCE_KEYS.zoom), ZOOM_LEVELS, DEFAULT_PREFERENCES.zoom),
    colorScheme: choice(read(PREFERENCE_KEYS.colorScheme), COLOR_SCHEMES, DEFAULT_PREFERENCES.colorScheme),
    bold: flag(read(PREFERENCE_KEYS.bold)),
    signLanguage: flag(read(PREFERENCE_KEYS.signLanguage)),
    theme: choice(read(PREFERENCE_KEYS.theme), THEMES, DEFAULT_PREFERENCES.theme),
  };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the defaults still work for this visit.
    return undefined;
  }
}

export function loadPreferences(): Preferences {
  const store = storage();
  return parsePreferences((key) => store?.getItem(key) ?? null);
}

export function savePreferences(preferences: Preferences): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]) {
      store.setItem(PREFERENCE_KEYS[key], String(preferences[key]));
    }
  } catch {
    // A full or blocked storage only loses the memory of the setting, not the setting.
  }
}

/** Sets the attributes the stylesheet reads (chrome/accessibility.css). */
export function applyPreferences(preferences: Preferences, root: HTMLElement = document.documentElement): void {
  root.dataset.zoom = String(preferences.zoom);
  root.style.setProperty('--zoom', String(preferences.zoom / 100));
  root.dataset.colorScheme = preferences.colorScheme;
  root.dataset.theme = preferences.theme;
  if (preferences.bold) root.dataset.bold = 'true';
  else delete root.dataset.bold;
}

if (typeof document !== 'undefined') applyPreferences(loadPreferences());

/** Whether the bar is open is remembered too (key designed here), closed by default. */

export function loadBarOpen(): boolean {
  return storage()?.getItem(ACCESSIBILITY_BAR_OPEN_KEY) === 'true';
}

export function saveBarOpen(open: boolean): void {
  try {
    storage()?.setItem(ACCESSIBILITY_BAR_OPEN_KEY, String(open));
  } catch {
    // See savePreferences.
  }
}
