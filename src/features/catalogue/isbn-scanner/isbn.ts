// From a scanned EAN-13 to an ISBN: books carry their ISBN-13 as an EAN-13 in the
// "Bookland" prefixes 978 and 979. Anything else on a cover (a price add-on, a store's
// own code) is not an ISBN and must not start a search.

export type EanReading =
  | { kind: 'isbn'; isbn: string }
  | { kind: 'not-isbn'; code: string }
  | { kind: 'invalid' };

/** EAN-13's check digit: weights 1,3,1,3… over the first twelve digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function readEan13(raw: string): EanReading {
  const code = raw.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(code)) return { kind: 'invalid' };
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return { kind: 'invalid' };
  if (!code.startsWith('978') && !code.startsWith('979')) return { kind: 'not-isbn', code };
  return { kind: 'isbn', isbn: code };
}

/** The ISBN in an EAN-13, or null when the code is none. */
export const isbnFromEan13 = (raw: string): string | null => {
  const reading = readEan13(raw);
  return reading.kind === 'isbn' ? reading.isbn : null;
};
