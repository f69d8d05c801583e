/**
 * OAI-PMH 2.0's request rules (protocol §3.1, §4): which arguments each verb takes, which it
 * requires, the exclusive resumptionToken, dates at our granularity. Pure: the arguments as
 * the HTTP layer parsed them (a repeated argument arrives as several values) in, a request or
 * the protocol's error out.
 */

export const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'ListIdentifiers', 'ListRecords', 'GetRecord'] as const;
export type Verb = (typeof VERBS)[number];

export type OaiErrorCode =
  | 'badArgument' | 'badResumptionToken' | 'badVerb' | 'cannotDisseminateFormat' | 'idDoesNotExist'
  | 'noRecordsMatch' | 'noMetadataFormats' | 'noSetHierarchy';

export interface OaiError { code: OaiErrorCode; message: string }

/** A well-formed request: its verb and its single-valued arguments. */
export interface OaiRequest { verb: Verb; args: Record<string, string> }

const ALLOWED: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

/** No argument value is longer (a token is a few hundred characters). */
const MAX_LENGTH = 2000;

const values = (raw: unknown): string[] =>
  raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw.map((v) => String(v)) : [String(raw)];

/**
 * The request or its error. The verb is checked first: without a legal verb nothing else can
 * be judged (badVerb); then every argument is known to the verb, given once, required ones present.
 */
export function parseRequest(raw: Record<string, unknown>): OaiRequest | OaiError {
  const verbs = values(raw.verb);
  if (verbs.length === 0) return { code: 'badVerb', message: 'The verb argument is missing.' };
  if (verbs.length > 1) return { code: 'badVerb', message: 'The verb argument is repeated.' };
  const verb = verbs[0] as Verb;
  if (!VERBS.includes(verb)) return { code: 'badVerb', message: 'The value of the verb argument is not a legal OAI-PMH verb.' };
  const rule = ALLOWED[verb];
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'verb') continue;
    const list = values(value);
    if (list.length === 0) continue;
    if (![...rule.required, ...rule.optional, rule.exclusive].includes(name)) {
      return { code: 'badArgument', message: `The argument ${name.slice(0, 40)} is not allowed with ${verb}.` };
    }
    if (list.length > 1) return { code: 'badArgument', message: `The argument ${name} is repeated.` };
    if (list[0].length > MAX_LENGTH) return { code: 'badArgument', message: `The argument ${name} is too long.` };
    args[name] = list[0];
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) return { code: 'badArgument', message: `${rule.exclusive} is an exclusive argument.` };
    return { verb, args };
  }
  const missing = rule.required.filter((name) => args[name] === undefined);
  if (missing.length) return { code: 'badArgument', message: `Missing required argument: ${missing.join(', ')}.` };
  return { verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A from/until date as UTC milliseconds: a day starts at 00:00:00, an `until` day ends at 23:59:59. Null when illegal. */
export function parseDate(text: string, end: boolean): { ms: number; day: boolean } | null {
  const day = DAY.exec(text);
  const second = day ? null : SECOND.exec(text);
  const parts = (day ?? second)?.slice(1).map(Number);
  if (!parts) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = parts;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-30 over to March: a date that does not round-trip does not exist.
  if (y < 1 || back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return { ms: day && end ? ms + 86_399_000 : ms, day: !!day };
}

/** The selective-harvest window: [fromMs, untilMs] inclusive at second granularity, or the error. */
export function parseWindow(args: Record<string, string>): { fromMs: number | null; untilMs: number | null } | OaiError {
  const from = args.from === undefined ? null : parseDate(args.from, false);
  const until = args.until === undefined ? null : parseDate(args.until, true);
  if (args.from !== undefined && !from) return { code: 'badArgument', message: 'The from argument is not a legal date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).' };
  if (args.until !== undefined && !until) return { code: 'badArgument', message: 'The until argument is not a legal date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).' };
  if (from && until && from.day !== until.day) return { code: 'badArgument', message: 'The from and until arguments have different granularities.' };
  if (from && until && from.ms > until.ms) return { code: 'badArgument', message: 'The from argument is later than the until argument.' };
  return { fromMs: from?.ms ?? null, untilMs: until?.ms ?? null };
}

export const isError = (value: unknown): value is OaiError =>
  !!value && typeof value === 'object' && 'code' in value && 'message' in value;
