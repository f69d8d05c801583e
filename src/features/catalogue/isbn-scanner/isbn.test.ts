import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isbnFromEan13, readEan13 } from './isbn';

describe('ISBN from an EAN-13', () => {
  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('978852492448')).toBe(4);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    expect(ean13CheckDigit('979100000000')).toBe(8);
  });

  it('reads a Bookland EAN-13 (978 and 979) as an ISBN', () => {
    expect(isbnFromEan13('9788524924484')).toBe('9788524924484');
    expect(isbnFromEan13('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnFromEan13('9791000000008')).toBe('9791000000008');
  });

  it('refuses a wrong check digit, a short code and letters', () => {
    expect(readEan13('9788524924485')).toEqual({ kind: 'invalid' });
    expect(readEan13('978852492448')).toEqual({ kind: 'invalid' });
    expect(readEan13('97885249244X4')).toEqual({ kind: 'invalid' });
  });

  it('says a valid EAN-13 outside 978/979 is not an ISBN', () => {
    // A grocery EAN-13 (Brazil's 789 prefix) with a correct check digit.
    expect(readEan13('7891000315507')).toEqual({ kind: 'not-isbn', code: '7891000315507' });
    expect(isbnFromEan13('7891000315507')).toBeNull();
  });
});
