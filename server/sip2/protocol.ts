/**
 * SIP2 (3M Standard Interchange Protocol 2.00) on the wire, pure: reading a request line into
 * its code, fixed-length fields and variable fields, checking its checksum (AZ) and taking
 * its sequence number (AY); writing a response with the same sequence number and a
 * checksum. No sockets and no database here (server.ts, session.ts).
 *
 * A message is `<2-digit code><fixed fields><ID value|>…[AY<n>AZ<4 hex>]`, ended by a
 * carriage return. The checksum is the two's complement of the 16-bit sum of every byte up
 * to and including "AZ", in four upper-case hex digits.
 */

/** The request codes this server answers, with the lengths of their fixed fields (in order). */
export const REQUESTS = {
  '93': { name: 'login', fixed: [['uidAlgorithm', 1], ['pwdAlgorithm', 1]] },
  '99': { name: 'sc-status', fixed: [['statusCode', 1], ['maxPrintWidth', 3], ['protocolVersion', 4]] },
  '97': { name: 'resend', fixed: [] },
  '23': { name: 'patron-status', fixed: [['language', 3], ['transactionDate', 18]] },
  '63': { name: 'patron-information', fixed: [['language', 3], ['transactionDate', 18], ['summary', 10]] },
  '17': { name: 'item-information', fixed: [['transactionDate', 18]] },
  '11': { name: 'checkout', fixed: [['scRenewalPolicy', 1], ['noBlock', 1], ['transactionDate', 18], ['nbDueDate', 18]] },
  '09': { name: 'checkin', fixed: [['noBlock', 1], ['transactionDate', 18], ['returnDate', 18]] },
  '29': { name: 'renew', fixed: [['thirdPartyAllowed', 1], ['noBlock', 1], ['transactionDate', 18], ['nbDueDate', 18]] },
  '65': { name: 'renew-all', fixed: [['transactionDate', 18]] },
  '37': { name: 'fee-paid', fixed: [['transactionDate', 18], ['feeType', 2], ['paymentType', 2], ['currencyType', 3]] },
  '35': { name: 'end-patron-session', fixed: [['transactionDate', 18]] },
} as const satisfies Record<string, { name: string; fixed: readonly (readonly [string, number])[] }>;

export type RequestCode = keyof typeof REQUESTS;
export const isRequestCode = (code: string): code is RequestCode => Object.hasOwn(REQUESTS, code);

/**
 * The supported-messages mask of the ACS status (98's BX), position by position as the
 * standard lists them, and the request code each position stands for.
 */
export const SUPPORTED_MASK_ORDER = ['23', '11', '09', '01', '99', '97', '93', '63', '35', '37', '17', '19', '25', '15', '29', '65'] as const;

export interface Sip2Message {
  code: string;
  /** The fixed-length fields by name (requests this server knows; empty otherwise). */
  fixed: Record<string, string>;
  /** Variable fields by their two-letter id; a repeated id keeps every value in order. */
  fields: Map<string, string[]>;
  /** AY, when the message carried one. */
  sequence: string | null;
  /** AZ as sent, null when absent. */
  checksum: string | null;
}

export type ParseResult =
  | { ok: true; message: Sip2Message }
  | { ok: false; reason: 'empty' | 'bad-checksum' | 'unknown-code' | 'short-fixed-fields' | 'bad-characters'; code?: string; sequence?: string | null };

/** The checksum of `bytes` (everything up to and including "AZ"). */
export function checksumOf(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  let sum = 0;
  for (const b of data) sum = (sum + b) & 0xffff;
  return ((-sum) & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

const TRAILER = /AY(\d)AZ([0-9A-Fa-f]{4})$/;
const CHECKSUM_ONLY = /AZ([0-9A-Fa-f]{4})$/;
// Control characters other than tab never belong inside a message.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Reads one request line (its terminator already removed). `bytes` is the line as received:
 * the checksum is verified over those bytes, so any encoding the terminal used checks out.
 */
export function parseMessage(bytes: Uint8Array | string): ParseResult {
  const raw = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  const text = raw.toString('utf8');
  if (text.length < 2) return { ok: false, reason: 'empty' };
  let body = text;
  let sequence: string | null = null;
  let checksum: string | null = null;
  const trailer = TRAILER.exec(text) ?? CHECKSUM_ONLY.exec(text);
  if (trailer) {
    const withSeq = trailer.length === 3;
    sequence = withSeq ? trailer[1]! : null;
    checksum = (withSeq ? trailer[2]! : trailer[1]!).toUpperCase();
    // The checksum covers the bytes up to and including "AZ": the last four characters are ASCII hex.
    if (checksumOf(raw.subarray(0, raw.length - 4)) !== checksum) return { ok: false, reason: 'bad-checksum', sequence };
    body = text.slice(0, text.length - trailer[0].length);
  }
  const code = body.slice(0, 2);
  if (CONTROL.test(body)) return { ok: false, reason: 'bad-characters', code, sequence };
  if (!isRequestCode(code)) return { ok: false, reason: 'unknown-code', code, sequence };
  const fixed: Record<string, string> = {};
  let at = 2;
  for (const [name, length] of REQUESTS[code].fixed) {
    if (body.length < at + length) return { ok: false, reason: 'short-fixed-fields', code, sequence };
    fixed[name] = body.slice(at, at + length);
    at += length;
  }
  const fields = new Map<string, string[]>();
  for (const part of body.slice(at).split('|')) {
    if (part.length < 2) continue; // an empty part: "||" or the last "|"
    const id = part.slice(0, 2);
    fields.set(id, [...(fields.get(id) ?? []), part.slice(2)]);
  }
  return { ok: true, message: { code, fixed, fields, sequence, checksum } };
}

/** A field's first value, trimmed; '' when absent. */
export const field = (m: Sip2Message, id: string): string => (m.fields.get(id)?.[0] ?? '').trim();
export const hasField = (m: Sip2Message, id: string): boolean => m.fields.has(id);

/** A variable field on the wire: its id and value, with "|" (the separator) taken out of the value. */
export type Field = readonly [id: string, value: string | number | null | undefined];

const clean = (value: string) => value.replace(/[|\r\n]/g, ' ');

/**
 * A response line without its terminator: the code, the fixed fields already laid out, the
 * variable fields (null or undefined values left out), then AY/AZ when `errorDetection`.
 */
export function formatMessage(code: string, fixed: string, fields: readonly Field[], options: { sequence: string | null; errorDetection: boolean }): string {
  let line = code + fixed;
  for (const [id, value] of fields) {
    if (value === null || value === undefined) continue;
    line += `${id}${clean(String(value))}|`;
  }
  if (!options.errorDetection) return line;
  line += options.sequence !== null ? `AY${options.sequence}AZ` : 'AZ';
  return line + checksumOf(line);
}

/** 96, "request SC resend": the request was unreadable (a checksum only, no sequence number, as the standard says). */
export const resendRequest = (errorDetection: boolean): string => (errorDetection ? `96AZ${checksumOf('96AZ')}` : '96');

/** The standard's date and time: YYYYMMDDZZZZHHMMSS, local time with a blank zone. */
export function sipDate(date: Date = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}    ${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

/** A day ('YYYY-MM-DD') in the standard's format, at the end of the day (due dates). */
export const sipDay = (iso: string): string => `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}    235959`;

export const yn = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

/** A fixed-length number (counts, timeouts), right-aligned with zeros and capped at its width. */
export const fixedNumber = (n: number, width: number): string => String(Math.min(Math.max(0, Math.trunc(n)), 10 ** width - 1)).padStart(width, '0');

/** An amount of money as the standard's BV/CG-like fields carry it: two decimals. */
export const amount = (value: number): string => value.toFixed(2);
