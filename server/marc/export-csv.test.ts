import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './export-csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv([{
      codAcervo: 1, item: { id: '1', type: 'book', title: 'Título, com "aspas"', author: [{ family: 'Silva', given: 'Ana' }] },
      subjects: ['Educação'], callNumber: null, abstract: null, isbn: [], issn: [], edition: null,
    }]);
    expect(csv.startsWith('\uFEFFcod_acervo,titulo,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('1,"Título, com ""aspas""","Silva, Ana",,,,,,,,Educação,,');
  });
});
