// The interest profile's daily digest (issue 24 item 2): one alert counting the new titles,
// singular or plural, in each language the alerts speak.
import { describe, expect, it } from 'vitest';
import { alertWords } from './messages';

const digest = (quantidade: number, language: string) => alertWords('titulos_interesse', { titulo: '', biblioteca: '', quantidade }, language).title;

describe('the digest alert', () => {
  it('counts the new titles in the digest, in each language, one or many', () => {
    expect(digest(5, 'en')).toBe('5 new titles in your interests');
    expect(digest(1, 'en')).toBe('1 new title in your interests');
    expect(digest(5, 'pt')).toBe('5 títulos novos nos seus interesses');
    expect(digest(1, 'pt')).toBe('1 título novo nos seus interesses');
    expect(digest(3, 'es')).toBe('3 títulos nuevos en sus intereses');
    expect(digest(2, 'fr')).toBe("2 nouveaux titres dans vos centres d'intérêt");
    expect(digest(2, 'it')).toBe('2 nuovi titoli nei tuoi interessi');
    // An unknown language falls back to Portuguese, the institution's.
    expect(digest(2, 'de')).toBe('2 títulos novos nos seus interesses');
  });
});
