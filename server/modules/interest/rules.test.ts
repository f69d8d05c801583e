// The interest profile's rules that need no database: which kinds a term entry may be, and
// the daily digest's words (one alert counting the titles, singular or plural, per language).
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { alertWords } from '../alerts/messages';
import { termKind } from './service';

const digest = (quantidade: number, language: string) => alertWords('titulos_interesse', { titulo: '', biblioteca: '', quantidade }, language).title;

describe('interest profile rules', () => {
  it('takes an area, an author or a subject as a term; anything else is the 422 the form shows', () => {
    expect(termKind({ codigo: 1, tipoDSI: 'assunto' })).toBe('assunto');
    expect(termKind({ codigo: 1, tipoDSI: 'area' })).toBe('area');
    for (const tipoDSI of [undefined, 'periodico', 'tipo_obra'] as const) {
      const refusal = (() => { try { termKind({ codigo: 1, tipoDSI }); } catch (e) { return e; } })() as HttpError;
      expect([refusal.statusCode, refusal.message]).toEqual([422, 'error.interest-kind-required']);
    }
  });

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
