import { describe, expect, it } from 'vitest';
import { handlers } from '../modules';
import { CALLER_KINDS } from './caller-types';
import { INT32_DIGITS, boundIntegers, contractOperations, dereference, fastifyPath, loadContract } from './contract';

const doc = loadContract();
const ops = contractOperations(doc);

describe('the contract as the server reads it', () => {
  it('has one unique operationId per operation and a caller kind for each', () => {
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter((o) => !CALLER_KINDS.includes(o.caller)).map((o) => o.operationId)).toEqual([]);
    expect(() => contractOperations({ paths: { '/x': { get: { operationId: 'x', 'x-caller': 'staf' } } } })).toThrow(/unknown x-caller staf/);
  });

  it('knows every operation a handler is written for', () => {
    const ids = new Set(ops.map((o) => o.operationId));
    expect(Object.keys(handlers).filter((k) => !ids.has(k))).toEqual([]);
  });

  it('keeps the real system\'s shape of the MARC rows', () => {
    const marc = ops.find((o) => o.operationId === 'getTitleMarc')!;
    expect(marc.path).toBe('/acervo/{id}/marc');
    expect(Object.keys(marc.responses[200]!.items.properties).sort()).toEqual(
      ['descricao', 'indicador1', 'indicador2', 'paragrafo', 'pontuacao', 'secao', 'seq_paragrafo', 'seq_secao'],
    );
  });

  it('takes the lang header with the spec\'s codes', () => {
    const search = ops.find((o) => o.operationId === 'search')!;
    expect(search.schema.headers?.properties.lang.enum).toEqual(['1', '3', '5']);
  });

  it('holds every integer a request carries to 32 bits (the database\'s integer columns)', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'integer' }, b: { type: ['integer', 'null'] }, c: { type: 'integer', maximum: 10 }, d: { type: 'array', items: { type: 'integer' } },
        e: { type: 'integer', minimum: 0, maximum: 10 }, f: { type: 'integer', format: 'int64' },
      },
    };
    boundIntegers(schema);
    // Bounded above only, c still took -2^31 - 1 to PostgreSQL.
    expect(schema.properties).toMatchObject({ a: { format: 'int32' }, b: { format: 'int32' }, c: { format: 'int32' }, d: { items: { format: 'int32' } } });
    expect(schema.properties.e).toEqual({ type: 'integer', minimum: 0, maximum: 10 });
    expect(schema.properties.f).toEqual({ type: 'integer', format: 'int64' });
    // And so does the server's reading of the whole contract.
    const unbounded: string[] = [];
    const within = (n: unknown) => typeof n === 'number' && n >= -(2 ** 31) && n <= 2 ** 31 - 1;
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const s = node as Record<string, any>;
      if ([s.type].flat().includes('integer') && !s.format && !s.enum && !(within(s.minimum) && within(s.maximum))) unbounded.push(at);
      if ([s.type].flat().includes('string') && /^\^\\d\{1,\d+\}\$$/.test(s.pattern ?? '')) unbounded.push(`${at} ${s.pattern}`);
      for (const [k, v] of Object.entries(s)) walk(v, `${at}/${k}`);
    };
    for (const o of ops) walk(o.schema, o.operationId);
    expect(unbounded).toEqual([]);
  });

  it('holds a code sent as digits (a query\'s list of title codes) to 0 … 2147483647', () => {
    const schema = { type: 'array', items: { type: 'string', pattern: '^\\d{1,10}$' } };
    boundIntegers(schema);
    const fits = new RegExp(schema.items.pattern, 'u');
    expect(['0', '7', '999999999', '1000000000', '2147483647', '2147483639', '2099999999'].filter((v) => !fits.test(v))).toEqual([]);
    expect(['2147483648', '2147483650', '2150000000', '3000000000', '9999999999', '99999999999', '-1', '', '1 ', '１'].filter((v) => fits.test(v))).toEqual([]);
    const short = { type: 'string', pattern: '^\\d{1,6}$' };
    boundIntegers(short);
    expect(short.pattern).toBe('^\\d{1,6}$');
    const listAdditional = ops.find((o) => o.operationId === 'listAdditionalTitles')!;
    expect(listAdditional.schema.querystring?.properties.acervos.items.pattern).toBe(INT32_DIGITS);
  });

  it('maps contract paths to router paths under /api', () => {
    expect(fastifyPath('/acervo/{id}/marc')).toBe('/api/acervo/:id/marc');
  });

  it("serves a path whose own server is the root outside /api (OAI-PMH's /oai)", () => {
    const oai = ops.filter((o) => o.path === '/oai');
    expect(oai.map((o) => [o.method, o.base, fastifyPath(o.path, o.base)])).toEqual([['GET', '', '/oai'], ['POST', '', '/oai']]);
    expect(ops.filter((o) => o.path !== '/oai').every((o) => o.base === '/api')).toBe(true);
  });

  it('resolves references and refuses unresolved ones', () => {
    const root = { components: { schemas: { A: { type: 'string' } } } };
    expect(dereference({ $ref: '#/components/schemas/A' }, root)).toEqual({ type: 'string' });
    expect(() => dereference({ $ref: '#/components/schemas/B' }, root)).toThrow(/unresolved/);
  });
});
