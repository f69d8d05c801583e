import { describe, expect, it } from 'vitest';
import {
  collectionBarcode, formatNumericLine, isValidCollectionBarcode, modulo10, modulo11, numericLine,
} from './febraban';

// An independent implementation of the two check digits, written from the FEBRABAN text
// without looking at febraban.ts: explicit weight sequences, digit sums by string.
function independentMod10(digits: string): number {
  const reversed = digits.split('').reverse().map(Number);
  const total = reversed
    .map((d, i) => d * [2, 1][i % 2])
    .map((p) => String(p).split('').reduce((a, c) => a + Number(c), 0))
    .reduce((a, b) => a + b, 0);
  const dac = 10 - (total % 10);
  return dac === 10 ? 0 : dac;
}
function independentMod11(digits: string): number {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9];
  const total = digits.split('').reverse().map(Number).reduce((a, d, i) => a + d * weights[i % 8], 0);
  const rest = total % 11;
  if (rest === 0 || rest === 1) return 0;
  if (rest === 10) return 1;
  return 11 - rest;
}

/** A reproducible stream of digit strings (no Math.random: a failure can be replayed). */
function* digitStrings(count: number, seed = 7) {
  let state = seed;
  for (let n = 0; n < count; n++) {
    const length = 1 + (n % 47);
    let s = '';
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      s += String(state % 10);
    }
    yield s;
  }
}

describe('FEBRABAN collection check digits', () => {
  it("match the layout's worked example (01230067896: modulo 10 gives 3)", () => {
    expect(modulo10('01230067896')).toBe(3);
    expect(independentMod10('01230067896')).toBe(3);
  });

  it('agree with an independent implementation on 5000 digit strings', () => {
    for (const s of digitStrings(5000)) {
      expect(modulo10(s), s).toBe(independentMod10(s));
      expect(modulo11(s), s).toBe(independentMod11(s));
    }
  });

  it('accept a published telephone-bill numeric line, and catch one wrong digit in it', () => {
    const published = '846700000017435900240209024050002435842210108119';
    const barcode = published.match(/\d{12}/g)!.map((b) => b.slice(0, 11)).join('');
    expect(isValidCollectionBarcode(barcode)).toBe(true);
    expect(numericLine(barcode)).toBe(published);
    const spoiled = barcode.slice(0, 10) + ((Number(barcode[10]) + 1) % 10) + barcode.slice(11);
    expect(isValidCollectionBarcode(spoiled)).toBe(false);
  });
});

describe('a GRU barcode', () => {
  const fields = { cents: 450, bodyCode: '0001', dueDate: '2026-12-01', reference: '00000000000000042' };

  it('lays out product 8, segment 5, the amount, the body, due date and reference; its check digit is right', () => {
    const code = collectionBarcode(fields);
    expect(code).toHaveLength(44);
    expect(code.slice(0, 3)).toBe('856');
    expect(code.slice(4, 15)).toBe('00000000450');
    expect(code.slice(15, 19)).toBe('0001');
    expect(code.slice(19)).toBe('20261201' + '00000000000000042');
    expect(Number(code[3])).toBe(independentMod10(code.slice(0, 3) + code.slice(4)));
    expect(isValidCollectionBarcode(code)).toBe(true);
  });

  it('uses modulo 11 with value identifier 8, in the barcode and in each block of the line', () => {
    const code = collectionBarcode({ ...fields, identifier: '8' });
    expect(Number(code[3])).toBe(independentMod11(code.slice(0, 3) + code.slice(4)));
    const line = numericLine(code);
    expect(line).toHaveLength(48);
    for (const block of line.match(/\d{12}/g)!) expect(Number(block[11])).toBe(independentMod11(block.slice(0, 11)));
  });

  it('prints the line as four blocks with their check digits', () => {
    const line = numericLine(collectionBarcode(fields));
    const printed = formatNumericLine(line);
    expect(printed).toMatch(/^\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d$/);
    for (const block of line.match(/\d{12}/g)!) expect(Number(block[11])).toBe(independentMod10(block.slice(0, 11)));
  });

  it('refuses fields that do not fit', () => {
    expect(() => collectionBarcode({ ...fields, reference: '42' })).toThrow(/reference/);
    expect(() => collectionBarcode({ ...fields, cents: 4.5 })).toThrow(/amount/);
    expect(() => collectionBarcode({ ...fields, bodyCode: 'ab12' })).toThrow(/body code/);
  });
});
