import { describe, expect, it } from 'vitest';
import { activateLocale, apiLangCode, currentApiLang, detectLocale, i18n, storeLocaleChoice, switchableLocales } from './i18n';

describe('detectLocale (spec §9)', () => {
  it('prefers ?lng=, then the saved choice, then the browser, then Portuguese', () => {
    expect(detectLocale({ search: '?lng=es', stored: 'fr', navigatorLanguages: ['it'] })).toBe('es');
    expect(detectLocale({ search: '', stored: 'fr', navigatorLanguages: ['it'] })).toBe('fr');
    expect(detectLocale({ search: '', stored: null, navigatorLanguages: ['de-DE', 'it-IT'] })).toBe('it');
    expect(detectLocale({ search: '?lng=xx', stored: 'zz', navigatorLanguages: ['de'] })).toBe('pt');
  });

  it('reads regional tags by their language', () => {
    expect(detectLocale({ search: '', stored: null, navigatorLanguages: ['en-GB'] })).toBe('en');
    expect(detectLocale({ search: '', stored: null, navigatorLanguages: ['pt-BR'] })).toBe('pt');
  });
});

describe('apiLangCode', () => {
  it('maps to the API codes: 1 pt, 3 es, 5 en (and for fr, it)', () => {
    expect(['pt', 'es', 'en', 'fr', 'it'].map((l) => apiLangCode(l as 'pt'))).toEqual(['1', '3', '5', '5', '5']);
  });

  it('is the starting language\'s from the start, before its catalog has loaded (the first requests)', async () => {
    const activated = activateLocale('es');
    expect(i18n.locale).not.toBe('es');
    expect(currentApiLang()).toBe('3');
    await activated;
    expect(i18n.locale).toBe('es');
    expect(currentApiLang()).toBe('3');
  });
});

/** A Map-backed Storage, enough for storeLocaleChoice. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('switchableLocales (spec §2)', () => {
  it('lists every bundled catalog in order, leaving out hidden ones and missing catalogs', () => {
    expect(switchableLocales()).toEqual(['pt', 'en', 'es', 'fr', 'it']);
    expect(switchableLocales(['it'])).toEqual(['pt', 'en', 'es', 'fr']);
    expect(switchableLocales([], new Set(['pt', 'es']))).toEqual(['pt', 'es']);
  });
});

describe('storeLocaleChoice (spec §2)', () => {
  it('clears stored search tabs, turns guides off and saves the language', () => {
    const storage = memoryStorage({ abas: '[1]', 'abas-busca': 'x', 'search-tabs:1': 'y', guias: 'true', zoom: '2' });
    storeLocaleChoice(storage, 'es');
    expect(storage.getItem('abas')).toBeNull();
    expect(storage.getItem('abas-busca')).toBeNull();
    expect(storage.getItem('search-tabs:1')).toBeNull();
    expect(storage.getItem('guias')).toBe('false');
    expect(storage.getItem('lng')).toBe('es');
    expect(storage.getItem('zoom')).toBe('2');
  });
});
