/**
 * The barcode and numeric line of a payment slip, by FEBRABAN's collection layout
 * ("Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras").
 *
 * Why this layout: a GRU (Guia de Recolhimento da União) is not a bank slip (boleto de
 * cobrança, which starts with a bank code and uses the 47-digit line); it is a collection
 * document of a public body, like utility bills, so it follows the collection layout: 44
 * digits starting with 8, shown as a 48-digit numeric line of four 11-digit blocks each with
 * its own check digit. Positions of the 44 digits:
 *
 *   1      product: 8 (collection)
 *   2      segment: 5 (public bodies — "órgãos governamentais")
 *   3      value identifier: 6 or 7 → modulo 10; 8 or 9 → modulo 11 (6/8: an amount in reais)
 *   4      general check digit, over the other 43 digits
 *   5–15   amount in cents (11 digits)
 *   16–19  the body's code (4 digits)
 *   20–44  free field (25 digits): here the due date YYYYMMDD and the 17-digit reference number
 *
 * The blocks of the numeric line take their check digit with the same modulo as the general one.
 */

export type ValueIdentifier = '6' | '7' | '8' | '9';

/** Modulo 10: weights 2,1,2,1… from the right; a product over 9 adds its two digits. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 of the collection layout: weights 2…9 from the right; a remainder of 0 or 1 gives 0. */
export function modulo11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits[i]) * weight;
  }
  const rest = sum % 11;
  return rest <= 1 ? 0 : 11 - rest;
}

const checkDigitFor = (identifier: string) => (identifier === '6' || identifier === '7' ? modulo10 : modulo11);

export interface SlipFields {
  /** Amount in cents (at most 11 digits). */
  cents: number;
  /** The public body's 4-digit code. */
  bodyCode: string;
  /** Due date, YYYY-MM-DD. */
  dueDate: string;
  /** 17 digits. */
  reference: string;
  identifier?: ValueIdentifier;
  segment?: string;
}

const digitsOf = (value: string, length: number, what: string): string => {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) throw new Error(`${what} must be ${length} digits`);
  return value;
};

/** The 44 digits the barcode encodes. */
export function collectionBarcode(fields: SlipFields): string {
  const identifier = fields.identifier ?? '6';
  const segment = digitsOf(fields.segment ?? '5', 1, 'segment');
  if (!Number.isInteger(fields.cents) || fields.cents < 0 || fields.cents > 99_999_999_999) throw new Error('amount out of range');
  const amount = String(fields.cents).padStart(11, '0');
  const free = digitsOf(fields.dueDate.replaceAll('-', ''), 8, 'due date') + digitsOf(fields.reference, 17, 'reference');
  const withoutCheck = `8${segment}${identifier}${amount}${digitsOf(fields.bodyCode, 4, 'body code')}${free}`;
  const check = checkDigitFor(identifier)(withoutCheck);
  return `${withoutCheck.slice(0, 3)}${check}${withoutCheck.slice(3)}`;
}

/** The 48-digit numeric line of a 44-digit collection barcode (four blocks of 11 + check digit). */
export function numericLine(barcode: string): string {
  digitsOf(barcode, 44, 'barcode');
  const check = checkDigitFor(barcode[2]);
  return [0, 11, 22, 33].map((start) => {
    const block = barcode.slice(start, start + 11);
    return `${block}${check(block)}`;
  }).join('');
}

/** The numeric line as printed: "85890000000-4 45000001202-7 …". */
export const formatNumericLine = (line: string): string =>
  (line.match(/\d{12}/g) ?? []).map((block) => `${block.slice(0, 11)}-${block[11]}`).join(' ');

/** Whether a 44-digit barcode's general check digit is right. */
export function isValidCollectionBarcode(barcode: string): boolean {
  if (!/^8\d{43}$/.test(barcode)) return false;
  return checkDigitFor(barcode[2])(barcode.slice(0, 3) + barcode.slice(4)) === Number(barcode[3]);
}
