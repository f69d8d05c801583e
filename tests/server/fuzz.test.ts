/**
 * The contract fuzzer: every operation of openapi/library.yaml called with requests drawn
 * from its own schemas, then spoiled — either a valid request with one kind of wrong value in
 * about half its leaves (NUL and other control characters, huge strings, numbers beyond 32
 * bits, wrong types), so that the bad value gets past the rest of the validation, or a loose
 * one (parts replaced by anything, required fields missing, unknown ones added, broken JSON,
 * foreign content types, malformed query strings) — as a visitor, as the signed-in patron
 * `aluno`, as the administrator `administrador` (staff operations, every role), with a forged token and with none.
 *
 * It fails on any 5xx (an operation still unimplemented may answer exactly 501
 * {"message":"error.not-implemented"}), on an answer off the contract (an undocumented success
 * status, a body its status's schema refuses, an undocumented error that is not {message}),
 * and when a call that needs a token answers anything but 401 without one (or 403 for a
 * visitor on a private call, or a visitor or patron on a staff call): the caller is
 * checked before the input.
 *
 * Before those, every operation gets the edges (issue 33 item 6), each in one leaf of an
 * otherwise complete and valid request, as the caller the operation is for: integers 2^31 − 1,
 * 2^31, −1 and 0, and text that is a lone surrogate, holds a NUL, or is the digits 2147483648.
 *
 * Fixed seeds, FUZZ_RUNS cases per operation (default 8); FUZZ_SEED draws other cases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isStaffKind } from '../../server/http/caller-types';
import { contractOperations, dereference, fastifyPath, loadContract, type ContractOperation } from '../../server/http/contract';
import { handlers } from '../../server/modules';
import { startOidcIdp, OIDC_CLIENT, type OidcIdp } from '../support/oidc-idp';
import { startSamlIdp, type SamlIdp } from '../support/saml-idp';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';
import { login, publicToken, testApp } from '../support/server-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas and answers of any shape
type Json = Record<string, any>;
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 2026);
const SITE = 'http://catalogo.test';
const NOT_IMPLEMENTED = JSON.stringify({ message: 'error.not-implemented' });
const doc = loadContract();
const operations = contractOperations(doc);

// ---- values drawn from a schema, now and then spoiled -------------------------------------

/** A long string, shown by its length when a case fails. */
class Huge {
  constructor(readonly length: number, readonly unit = 'á') {}
  get value() { return this.unit.repeat(this.length); }
  toJSON() { return this.value; }
  [fc.toStringMethod]() { return `'${this.unit}'.repeat(${this.length})`; }
}

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\n', '\r', '\t'];
const withControl = fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 })).map((p) => p.join(''));
const hugeString = fc.integer({ min: 1_000, max: 20_000 }).map((n) => new Huge(n));
const oddString = fc.constantFrom(
  '', ' ', '%', '%00', '\\', "'", '"; DROP TABLE acervo; --', '<script>alert(1)</script>', '../../etc/passwd', '*', '?&=#',
  '1e400', 'NaN', 'Infinity', '-0', '00000000001', ' 1', '１２', '\ud800', 'a\udfffb', '😀'.repeat(50), 'ـ\u202eabc', 'null', 'true',
);
const oddNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0, -1, 1.5, 2 ** 31 - 1, 1e-9);
const anyScalar = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 20 }));
const wild: fc.Arbitrary<unknown> = fc.oneof(
  withControl, hugeString, oddString, oddNumber, anyScalar,
  fc.array(anyScalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), anyScalar, { maxKeys: 3 }),
);
/** Words the demo catalogue holds, so that some searches find something. */
const words = fc.constantFrom('brasil', 'história', 'a', 'direito', 'literatura', 'machado', 'aluno');

function typesOf(s: Json): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

const host = fc.tuple(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.constantFrom('.example.org', '.test', '.com.br', '')).map(([name, tld]) => name + tld);

function stringOf(s: Json): fc.Arbitrary<string> {
  switch (s.format) {
    case 'date': return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time': return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    // fast-check's own webUrl and emailAddress take seconds to set up.
    case 'email': return fc.tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), host).map(([user, domain]) => `${user}@${domain}`);
    case 'uri': return fc.tuple(fc.constantFrom('https://', 'http://', 'ftp://', ''), host, fc.string({ maxLength: 30 })).map(([scheme, domain, rest]) => `${scheme}${domain}/${rest}`);
    case 'uuid': return fc.uuid();
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  const free = fc.string({ minLength, maxLength });
  if (s.pattern) return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), free);
  return fc.oneof(free, words.filter((w) => w.length >= minLength && w.length <= (s.maxLength ?? Infinity)));
}

/**
 * A value of the schema. Loose: each part now and then anything at all, a required
 * property missing or an unknown one added. Strict: what the contract accepts (roughly), so
 * that a spoiled leaf (below) is the only thing wrong and the call gets past validation.
 */
function valueOf(s: Json | undefined, loose: boolean, depth = 0): fc.Arbitrary<unknown> {
  const inner = (schema: Json | undefined) => {
    const value = valueOf(schema, loose, depth + 1);
    return loose ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: wild }) : value;
  };
  if (!s || depth > 6) return anyScalar;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.oneOf ?? s.anyOf;
  if (choices) return fc.oneof(...choices.map((c: Json) => valueOf({ ...s, oneOf: undefined, anyOf: undefined, ...c }, loose, depth + 1)));
  if (s.allOf) return valueOf(s.allOf.reduce((a: Json, b: Json) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties }, required: [...(a.required ?? []), ...(b.required ?? [])] }), { ...s, allOf: undefined }), loose, depth);
  const types = typesOf(s);
  if (types.length !== 1) return types.length ? fc.oneof(...types.map((type) => valueOf({ ...s, type }, loose, depth))) : anyScalar;
  switch (types[0]) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2 ** 31 - 1);
      // Small values find the demo's records (ids from 1); the rest of the range, its edges.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 300) }), fc.integer({ min, max }));
    }
    case 'number': return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'string': return stringOf(s);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(inner(s.items), { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries<Json>(s.properties ?? {})) props[k] = inner(v);
      const required: string[] = (s.required ?? []).filter((k: string) => k in props);
      const record = fc.record(props, { requiredKeys: required });
      if (!loose) return record;
      return fc.tuple(
        record,
        fc.option(fc.constantFrom(...(required.length ? required : ['-'])), { freq: 6 }),
        fc.option(fc.tuple(fc.constantFrom('extra', 'constructor', '__proto__', '\u0000'), anyScalar), { freq: 8 }),
      ).map(([obj, missing, extra]) => {
        const out: Json = { ...obj };
        if (missing) delete out[missing];
        if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
        return out;
      });
    }
  }
  return anyScalar;
}

/** How a strict request is spoiled: in about half of its leaves, one kind of wrong value. */
type Spoil = 'none' | 'nul' | 'control' | 'huge' | 'big-number' | 'wrong-type';
const spoils = fc.constantFrom<Spoil>('none', 'nul', 'nul', 'control', 'huge', 'big-number', 'big-number', 'wrong-type');
const BIG = [2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1e308, 99999999999];

/** A small deterministic generator, so that a case replays from its seed. */
function random(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function spoiled(value: unknown, spoil: Spoil, next: () => number): unknown {
  if (Array.isArray(value)) return value.map((v) => spoiled(v, spoil, next));
  if (value && typeof value === 'object' && !(value instanceof Huge)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spoiled(v, spoil, next)]));
  }
  if (spoil === 'none' || next() < 0.5) return value;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  if (typeof value === 'string') {
    const at = Math.floor(next() * (value.length + 1));
    if (spoil === 'nul') return `${value.slice(0, at)}\u0000${value.slice(at)}`;
    if (spoil === 'control') return `${value.slice(0, at)}${pick(CONTROL)}${value.slice(at)}`;
    if (spoil === 'huge') return new Huge(1_000 + Math.floor(next() * 19_000), value[0] ?? 'a');
  }
  if (typeof value === 'number' && spoil === 'big-number') return pick(BIG) * (Number.isInteger(value) ? 1 : 1.5);
  if (spoil === 'wrong-type') return typeof value === 'string' ? pick([1, true, null, [value], { value }]) : pick([String(value), null, [value], { value }]);
  return value;
}

// ---- requests ----------------------------------------------------------------------------

type Caller = 'none' | 'forged' | 'visitor' | 'patron' | 'staff';
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: unknown }
  | { kind: 'raw'; payload: string | Huge; contentType: string | null };
interface Case { caller: Caller; spoil: Spoil | 'loose' | 'edge'; params: Json; query: Json; brokenQuery: string | null; lang: unknown; body: Body }

const badPayload = fc.constantFrom<string | Huge>(
  '{', '{"a":', 'nul', '[1,2', '"\u0000"', '\u0000', '', ' ', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"a":1,"a":2}', '<xml/>', 'a=1&b=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  new Huge(2.2 * 1024 * 1024, 'a'), // over the body limit
);
const contentType = fc.constantFrom(
  'application/json', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/octet-stream', 'application/json; charset=utf-16', null,
);

/** Mostly callers that get past authentication, where the bugs are; the others check it comes first. */
function callersOf(op: ContractOperation): fc.Arbitrary<Caller> {
  const staffOnly = isStaffKind(op.caller);
  const patron = op.caller === 'private' ? 5 : staffOnly ? 1 : 3;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'forged') },
    { weight: op.caller === 'private' || staffOnly ? 1 : 3, arbitrary: fc.constant<Caller>('visitor') },
    { weight: patron, arbitrary: fc.constant<Caller>('patron') },
    ...(staffOnly ? [{ weight: 5, arbitrary: fc.constant<Caller>('staff') }] : []),
  );
}

/** A request: strict with one kind of spoiled leaf, or loose (parts replaced, broken bodies). */
function caseOf(op: ContractOperation): fc.Arbitrary<Case> {
  const paramsSchema: Json = { type: 'object', properties: {}, ...op.schema.params };
  // Path parameters are always present (or the route is another one).
  paramsSchema.required = Object.keys(paramsSchema.properties);
  const querySchema = op.schema.querystring ?? { type: 'object', properties: {} };
  const body = op.schema.body;
  const form = !!operationOf(op).requestBody?.content?.['application/x-www-form-urlencoded'];
  const asObject = (v: unknown) => (v && typeof v === 'object' ? v : {}) as Json;
  const rawBody = fc.tuple(badPayload, contentType).map(([payload, type]): Body => ({ kind: 'raw', payload, contentType: type }));
  const bodyOf = (loose: boolean): fc.Arbitrary<Body> => {
    if (!body) return loose ? fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) }, { weight: 1, arbitrary: rawBody }) : fc.constant({ kind: 'none' });
    const json = valueOf(body, loose).map((value): Body => ({ kind: 'json', value }));
    const encoded = valueOf(body, loose).map((value): Body => ({ kind: 'form', value }));
    if (!loose) return form ? fc.oneof({ weight: 3, arbitrary: json }, { weight: 1, arbitrary: encoded }) : json;
    return fc.oneof({ weight: 3, arbitrary: json }, { weight: 2, arbitrary: rawBody }, ...(form ? [{ weight: 1, arbitrary: encoded }] : []));
  };
  const parts = (loose: boolean) => fc.record({
    params: valueOf(paramsSchema, loose).map(asObject),
    query: valueOf(querySchema, loose).map(asObject),
    body: bodyOf(loose),
  });
  const strict = fc.tuple(spoils, parts(false), fc.integer()).map(([spoil, p, seed]) => {
    const next = random(seed);
    const b = p.body.kind === 'json' || p.body.kind === 'form' ? { ...p.body, value: spoiled(p.body.value, spoil, next) } : p.body;
    return { spoil, params: spoiled(p.params, spoil, next) as Json, query: spoiled(p.query, spoil, next) as Json, body: b };
  });
  const loose = parts(true).map((p) => ({ spoil: 'loose' as const, ...p }));
  return fc.record({
    caller: callersOf(op),
    request: fc.oneof({ weight: 3, arbitrary: strict }, { weight: 2, arbitrary: loose }),
    brokenQuery: fc.option(fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C3%28', '%FF', '%00=%00', '&&=', '=x', 'a[b]=1', '__proto__=1'), { freq: 10 }),
    lang: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('1', '3', '5', undefined) }, { weight: 1, arbitrary: wild }),
  }).map(({ request, ...rest }) => ({ ...rest, ...request }));
}

// ---- the edges, in every leaf of every operation -------------------------------------------

/** Integers at the 32-bit columns' edge and just past it, and the small ones that are no record's code. */
const EDGE_NUMBERS = [2 ** 31 - 1, 2 ** 31, -1, 0];
/** Half a UTF-16 pair (PostgreSQL's jsonb refused it with a 500), NUL, and a digit code past 32 bits. */
const EDGE_TEXTS = ['\ud800', 'a\udfffb', 'a\u0000b', '2147483648'];

/** The schema with every property required and every list holding something: a request with a leaf everywhere. */
function complete(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(complete);
  if (!node || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, complete(v)]));
  if (out.properties && typeof out.properties === 'object') out.required = Object.keys(out.properties);
  if (out.items && typeof out.items === 'object') out.minItems = Math.max(1, out.minItems ?? 0);
  return out;
}

/** Every path to a string or number leaf of a value. */
function leavesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...at, i]));
  if (value && typeof value === 'object' && !(value instanceof Huge)) return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...at, k]));
  return typeof value === 'string' || typeof value === 'number' ? [at] : [];
}

function withLeaf(value: unknown, at: (string | number)[], leaf: unknown): unknown {
  if (!at.length) return leaf;
  const [head, ...rest] = at;
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as Json) };
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** The caller each operation is written for: the edges must reach its code, not stop at 401 or 403. */
const ownCaller = (op: ContractOperation): Caller =>
  isStaffKind(op.caller) ? 'staff' : op.caller === 'none' ? 'none' : op.caller === 'public' ? 'visitor' : 'patron';

/** One complete valid request, then one case per leaf and edge of its kind. */
function edgeCases(op: ContractOperation): Case[] {
  const paramsSchema: Json = { type: 'object', properties: {}, ...op.schema.params };
  const schema = complete({
    type: 'object',
    properties: { params: paramsSchema, query: op.schema.querystring ?? { type: 'object', properties: {} }, ...(op.schema.body ? { body: op.schema.body } : {}) },
  });
  const [base] = fc.sample(valueOf(schema as Json, false), { seed: seedOf(`${op.operationId} edges`), numRuns: 1 }) as Json[];
  const cases: Case[] = [];
  for (const at of leavesOf(base)) {
    const old = at.reduce<unknown>((v, k) => (v as Json)[k], base);
    for (const edge of typeof old === 'number' ? EDGE_NUMBERS : EDGE_TEXTS) {
      const request = withLeaf(base, at, edge) as Json;
      cases.push({
        caller: ownCaller(op), spoil: 'edge', params: request.params ?? {}, query: request.query ?? {}, brokenQuery: null, lang: '1',
        body: op.schema.body ? { kind: 'json', value: request.body } : { kind: 'none' },
      });
    }
  }
  return cases;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : v instanceof Huge ? v.value : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
/** Percent-encoding as a browser does it (a lone surrogate becomes U+FFFD). */
const encode = (v: unknown) => encodeURIComponent(text(v).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
/** Only what HTTP can carry in a header (the parser refuses controls before we see them). */
const headerSafe = (v: unknown) => text(v).replace(/[^\x20-\x7e]/g, '').slice(0, 4000);

function requestOf(op: ContractOperation, c: Case, tokens: Record<Caller, string | null>): InjectOptions {
  const url = fastifyPath(op.path, op.base).replace(/:([A-Za-z_]+)/g, (_, name: string) => encode(c.params?.[name] ?? ''));
  const query: string[] = [];
  for (const [k, v] of Object.entries(c.query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) query.push(`${encode(k)}=${encode(item)}`);
  }
  if (c.brokenQuery) query.push(c.brokenQuery);
  const headers: Record<string, string> = {};
  if (c.lang !== undefined) headers.lang = headerSafe(c.lang);
  const token = tokens[c.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  const req: InjectOptions = { method: op.method as 'GET', url: query.length ? `${url}?${query.join('&')}` : url, headers };
  if (c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    req.payload = JSON.stringify(c.body.value) ?? 'null';
  } else if (c.body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields: [string, unknown][] = c.body.value && typeof c.body.value === 'object' ? Object.entries(c.body.value as Json) : [['value', c.body.value]];
    req.payload = new URLSearchParams(fields.map(([k, v]): [string, string] => [k, text(v)])).toString();
  } else if (c.body.kind === 'raw') {
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
    req.payload = text(c.body.payload);
  }
  return req;
}

// ---- what an answer must be --------------------------------------------------------------

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
const checkers = new Map<string, ReturnType<Ajv['compile']> | null>();
/** The answer's schema for that status: the operation's own, or {message} for an error it does not document. */
function checkerOf(op: ContractOperation, status: number) {
  const key = `${op.operationId} ${status}`;
  if (!checkers.has(key)) {
    const response = operationOf(op).responses[String(status)];
    const schema = response ? dereference(response, doc).content?.['application/json']?.schema : status >= 400 ? doc.components.schemas.Error : undefined;
    checkers.set(key, schema ? ajv.compile(dereference(schema, doc)) : null);
  }
  return checkers.get(key)!;
}
function bodyProblem(op: ContractOperation, status: number, body: unknown): string | null {
  const check = checkerOf(op, status);
  return !check || check(body) ? null : ajv.errorsText(check.errors);
}

const operationOf = (op: ContractOperation): Json => doc.paths[op.path][op.method.toLowerCase()];
const documented = (op: ContractOperation, status: number) => String(status) in operationOf(op).responses;

/** Why an answer breaks the rules, or null. */
function problemOf(op: ContractOperation, c: Case, res: { statusCode: number; headers: Json; body: string }): string | null {
  const status = res.statusCode;
  const implemented = op.operationId in handlers;
  if (status >= 500) {
    if (status === 501 && !implemented && res.body === NOT_IMPLEMENTED) return null;
    if (status === 501 && implemented && documented(op, 501)) return null;
    return `server error ${status}`;
  }
  const anonymous = c.caller === 'none' || c.caller === 'forged';
  // Routing comes first: an address too long (414) or with an empty parameter (404) matches no operation.
  const routed = status !== 404 && status !== 414;
  if (op.caller !== 'none' && anonymous && routed && status !== 401) return `answered ${status} to a caller without a valid token (401 first)`;
  if (op.caller === 'private' && c.caller === 'visitor' && routed && status !== 403) return `answered ${status} to a visitor on a private call (403 first)`;
  if (isStaffKind(op.caller) && (c.caller === 'visitor' || c.caller === 'patron') && routed && status !== 403) return `answered ${status} to a ${c.caller} on a staff call (403 first)`;
  if (status === 204) return documented(op, 204) ? null : 'answered 204, not in the contract';
  if (status >= 300 && status < 400) {
    if (!documented(op, status)) return `answered ${status}, not in the contract`;
    return res.headers.location ? null : `answered ${status} without a location`;
  }
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  // A documented answer without content (OAuth's revocation answers 200 and nothing).
  if (res.body === '' && documented(op, status) && !dereference(operationOf(op).responses[String(status)], doc).content) return null;
  if (type !== 'application/json') {
    // A success of another type only where the operation says so (Dublin Core's oai_dc XML).
    const described = status < 300 && documented(op, status) && type !== '' && String(operationOf(op).description ?? '').includes(type);
    return described ? null : `answered ${status} of type ${type || 'none'}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'answer is not JSON';
  }
  if (status < 400 && !documented(op, status)) return `answered ${status}, not in the contract`;
  const problem = bodyProblem(op, status, body);
  return problem ? `answer ${status} off the contract: ${problem}` : null;
}

// ---- the run -----------------------------------------------------------------------------

const seedOf = (id: string) => [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);
const shown = (v: unknown) => { const s = typeof v === 'string' ? v : JSON.stringify(v); return s && s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s; };

describe(`contract fuzzer: every operation, spoiled input, every caller (${backendName})`, () => {
  let app: FastifyInstance;
  let oidc: OidcIdp;
  let saml: SamlIdp;
  let sink: SmtpSink;
  let dataDir: string;
  const tokens: Record<Caller, string | null> = { none: null, forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged', visitor: null, patron: null, staff: null };
  const recoveryLimit = process.env.RECOVERY_RATE_LIMIT_PER_MINUTE;

  beforeAll(async () => {
    // The limits would turn most sign-in and recovery cases into 429 before they reach the code.
    process.env.RECOVERY_RATE_LIMIT_PER_MINUTE = '1000000';
    [oidc, saml, sink] = await Promise.all([startOidcIdp({ redirectUris: [`${SITE}/api/oidc/callback`] }), startSamlIdp(), startSmtpSink()]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-fuzz-'));
    app = await testApp({
      dataDir, publicUrl: SITE, smtpUrl: sink.url,
      loginRateLimitPerMinute: 1_000_000, loginAddressMaxFailures: 1_000_000, exportRateLimitPerMinute: 1_000_000,
      publicTokenGrantsPerMinute: 1_000_000,
      oidc: { issuer: oidc.issuer, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, logoutUrl: null, claim: 'preferred_username', scope: 'openid profile email' },
      saml: { entryPoint: saml.entryPoint, issuer: 'catalogo-sp', idpCert: saml.cert, idpIssuer: saml.issuer, logoutUrl: null, claim: null },
    });
    tokens.visitor = await publicToken(app);
    tokens.patron = (await login(app, 'aluno')).access_token;
    tokens.staff = (await login(app, 'administrador')).access_token;
  });
  afterAll(async () => {
    if (recoveryLimit === undefined) delete process.env.RECOVERY_RATE_LIMIT_PER_MINUTE;
    else process.env.RECOVERY_RATE_LIMIT_PER_MINUTE = recoveryLimit;
    await app?.close();
    await Promise.all([oidc?.close(), saml?.close(), sink?.close()]);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path}, ${op.caller})`, async () => {
      await fc.assert(
        fc.asyncProperty(caseOf(op), async (c) => {
          const request = requestOf(op, c, tokens);
          let res = await app.inject(request);
          if ((c.caller === 'patron' || c.caller === 'staff') && res.statusCode === 401) {
            // A case ended the session (a logout, a password change, a user switch): sign in again.
            tokens[c.caller] = (await login(app, c.caller === 'patron' ? 'aluno' : 'administrador')).access_token;
            res = await app.inject(requestOf(op, c, tokens));
          }
          const problem = problemOf(op, c, res);
          if (problem) {
            throw new Error(`${op.operationId}: ${problem}\n  request: ${request.method} ${shown(request.url)} as ${c.caller}, `
              + `headers ${shown(request.headers)}, body ${shown(request.payload)}\n  answer: ${res.statusCode} ${shown(res.body)}`);
          }
        }),
        { seed: seedOf(op.operationId), numRuns: RUNS, endOnFailure: true, examples: edgeCases(op).map((c) => [c] as [Case]) },
      );
    });
  }
});
