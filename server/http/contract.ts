/**
 * Loads the OpenAPI contract and turns each operation into a Fastify route: parameters and
 * bodies validated by the contract's own schemas, the caller kind (`x-caller`) enforced,
 * and, when asked, every response checked against its schema. Operations with no handler
 * yet answer 501 — never invented data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CALLER_KINDS, type CallerKind } from './caller-types';

type Json = Record<string, any>;

export interface ContractOperation {
  operationId: string;
  method: string;
  /** Contract path without the /api prefix, e.g. /acervo/{id}. */
  path: string;
  /** Where the path is served: '/api', or the root for a path whose own `servers` says `/` (OAI-PMH's /oai). */
  base: string;
  caller: CallerKind;
  tags: string[];
  schema: { params?: Json; querystring?: Json; headers?: Json; body?: Json };
  /** Schemas of the documented success responses, by status code. */
  responses: Record<number, Json | undefined>;
}

export const contractFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/library.yaml');

export function loadContract(file = contractFile): Json {
  return parse(fs.readFileSync(file, 'utf8'));
}

/** Replaces every local `$ref` with a copy of its target (the contract has no cycles). */
export function dereference(node: unknown, root: Json, seen: string[] = []): any {
  if (Array.isArray(node)) return node.map((n) => dereference(n, root, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    if (seen.includes(obj.$ref)) throw new Error(`circular $ref ${obj.$ref}`);
    const target = obj.$ref.replace(/^#\//, '').split('/').reduce((acc: any, key: string) => acc?.[key], root);
    if (target === undefined) throw new Error(`unresolved $ref ${obj.$ref}`);
    return dereference(target, root, [...seen, obj.$ref]);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) out[k] = dereference(v, root, seen);
  return out;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** A code written in decimal digits that the contract bounds by length only (`^\d{1,10}$`). */
const DIGITS_ONLY = /^\^(?:\\d|\[0-9\])\{1,(\d+)\}\$$/;
/** 0 to 2147483647 in decimal: a digit-string code that fits the integer column it is compared with. */
export const INT32_DIGITS = '^(?:\\d{1,9}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}'
  + '|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])$';

/**
 * The database's integer columns are 32-bit: an integer input the contract leaves unbounded
 * either way (no `format`, no `minimum`/`maximum` within 32 bits) is held to that, and so is a
 * code sent as a string of up to ten or more digits (`pattern: ^\d{1,10}$`, a list of title
 * codes in a query): a larger value answers 400 instead of reaching PostgreSQL ("integer out
 * of range", a 500). Every operation, present and future, gets it here, not by hand in the
 * contract. Works on a dereferenced copy.
 */
export function boundIntegers(schema: Json | undefined): void {
  if (!schema || typeof schema !== 'object') return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const within = (bound: unknown) => typeof bound === 'number' && bound >= INT32_MIN && bound <= INT32_MAX;
  if (types.includes('integer') && !schema.format && !schema.enum && !(within(schema.minimum) && within(schema.maximum))) {
    schema.format = 'int32';
  }
  const digits = types.includes('string') && typeof schema.pattern === 'string' ? DIGITS_ONLY.exec(schema.pattern) : null;
  if (digits && Number(digits[1]) >= 10) schema.pattern = INT32_DIGITS;
  for (const key of ['properties', 'patternProperties']) Object.values<Json>(schema[key] ?? {}).forEach(boundIntegers);
  for (const key of ['items', 'additionalProperties']) if (schema[key] && typeof schema[key] === 'object') boundIntegers(schema[key]);
  for (const key of ['oneOf', 'anyOf', 'allOf']) (schema[key] ?? []).forEach(boundIntegers);
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Flattens the contract into the operations the server registers. */
export function contractOperations(doc: Json): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    const shared = (item.parameters ?? []) as Json[];
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...shared, ...(op.parameters ?? [])].map((x) => dereference(x, doc));
      const schema: ContractOperation['schema'] = {};
      for (const [where, key] of [['path', 'params'], ['query', 'querystring'], ['header', 'headers']] as const) {
        const list = parameters.filter((x) => x.in === where);
        if (!list.length) continue;
        schema[key] = {
          type: 'object',
          properties: Object.fromEntries(list.map((x) => [where === 'header' ? x.name.toLowerCase() : x.name, x.schema ?? {}])),
          required: list.filter((x) => x.required).map((x) => (where === 'header' ? x.name.toLowerCase() : x.name)),
        };
      }
      const content = op.requestBody ? dereference(op.requestBody, doc).content ?? {} : {};
      const bodySchema = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
      if (bodySchema) schema.body = bodySchema;
      for (const part of Object.values(schema)) boundIntegers(part);
      const responses: Record<number, Json | undefined> = {};
      for (const [status, res] of Object.entries<Json>(op.responses ?? {})) {
        const code = Number(status);
        if (code >= 200 && code < 300) responses[code] = dereference(res, doc).content?.['application/json']?.schema;
      }
      const caller: CallerKind = op['x-caller'] ?? 'either';
      if (!CALLER_KINDS.includes(caller)) throw new Error(`${op.operationId}: unknown x-caller ${caller}`);
      const base = item.servers?.[0]?.url === '/' ? '' : '/api';
      ops.push({ operationId: op.operationId, method: method.toUpperCase(), path: p, base, caller, tags: op.tags ?? [], schema, responses });
    }
  }
  return ops;
}

/** `/acervo/{id}` → `/api/acervo/:id` (a path served at the root: base '') */
export const fastifyPath = (p: string, base = '/api') => base + p.replace(/\{([^}]+)\}/g, ':$1');
