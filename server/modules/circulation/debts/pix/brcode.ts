/**
 * The BR Code: the EMV QR Code (EMV QRCPS merchant-presented mode) payload the Central
 * Bank's Pix uses, both the "copia e cola" text and what the QR code holds. A static code
 * names the library's key and the charge's txid; a dynamic one names the PSP's location URL
 * (the payer's bank fetches the charge from it) and leaves the txid as "***". Pure: no I/O.
 */

import { amountText } from '../money';

export type BrCodeInput = {
  merchantName: string;
  merchantCity: string;
  /** Integer cents; omitted, the payer types the amount. */
  cents?: number;
} & ({ key: string; txid: string } | { location: string });

const GUI = 'br.gov.bcb.pix';

/** ID, two-digit length, value; the length counts characters, so values are kept to ASCII first. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Accents dropped and anything outside printable ASCII removed: the EMV fields count bytes as characters. */
export function emvText(value: string, max: number): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '').trim().slice(0, max);
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A static charge's txid: up to 25 letters and digits (the manual's limit for static codes). */
export const isStaticTxid = (txid: string) => /^[A-Za-z0-9]{1,25}$/.test(txid);

export function brCode(input: BrCodeInput): string {
  if (input.cents !== undefined && (!Number.isInteger(input.cents) || input.cents <= 0)) throw new RangeError('amount must be positive cents');
  const dynamic = 'location' in input;
  if (!dynamic && !isStaticTxid(input.txid)) throw new RangeError('a static txid is 1 to 25 letters and digits');
  const account = field('00', GUI) + (dynamic ? field('25', input.location.replace(/^https?:\/\//, '')) : field('01', input.key));
  const payload = [
    field('00', '01'),
    // 12: a code for one payment (a dynamic charge is paid once); a static one may be read again.
    field('01', dynamic ? '12' : '11'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    input.cents !== undefined ? field('54', amountText(input.cents)) : '',
    field('58', 'BR'),
    field('59', emvText(input.merchantName, 25) || 'BIBLIOTECA'),
    field('60', emvText(input.merchantCity, 15) || 'BRASILIA'),
    field('62', field('05', dynamic ? '***' : input.txid)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
