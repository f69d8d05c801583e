import { describe, expect, it } from 'vitest';
import { bodyOf, pagesError, rangeError } from './form-rules';

describe('request forms: their checks before sending', () => {
  it('refuses a bibliography start page after its final page (spec §5), and a final page past the total', () => {
    expect(pagesError(10, 2)).toBe('error.bibliography-pages-order');
    expect(pagesError(2, 2)).toBeNull();
    expect(pagesError(2, 130, 120)).toBe('error.bibliography-pages-total');
    expect(pagesError(undefined, 5)).toBeNull();
  });

  it('refuses a start after its end, dates or years', () => {
    expect(rangeError('2020-01-02', '2020-01-01', 'error.dates-order')).toBe('error.dates-order');
    expect(rangeError(2024, 2010, 'error.years-order')).toBe('error.years-order');
    expect(rangeError('', '2020-01-01', 'error.dates-order')).toBeNull();
  });

  it('builds the body: trimmed text, numbers, booleans and lists; blanks left out', () => {
    const values: Record<string, string> = { assunto: '  Solos ', cod_biblioteca: '2', pagina: '', idiomas: 'pt, en;;', nota: '   ' };
    const body = bodyOf(
      [
        { name: 'assunto', kind: 'text' }, { name: 'cod_biblioteca', kind: 'select', numeric: true }, { name: 'pagina', kind: 'number' },
        { name: 'idiomas', kind: 'list' }, { name: 'nota', kind: 'textarea' }, { name: 'sumario', kind: 'checkbox' },
      ],
      (name) => values[name] ?? null,
      (name) => name === 'sumario',
    );
    expect(body).toEqual({ assunto: 'Solos', cod_biblioteca: 2, idiomas: ['pt', 'en'], sumario: true });
  });
});
