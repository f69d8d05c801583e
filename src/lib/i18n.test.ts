import { describe, expect, it } from 'vitest';
import { apiLangCode, detectLocale } from './i18n';

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
});
