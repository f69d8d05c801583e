import { describe, expect, it } from 'vitest';
import { handlers } from '../modules';
import { CALLER_KINDS } from './caller-types';
import { boundIntegers, contractOperations, dereference, fastifyPath, loadContract } from './contract';

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
    const schema = { type: 'object', properties: { a: { type: 'integer' }, b: { type: ['integer', 'null'] }, c: { type: 'integer', maximum: 10 }, d: { type: 'array', items: { type: 'integer' } } } };
    boundIntegers(schema);
    expect(schema.properties).toMatchObject({ a: { format: 'int32' }, b: { format: 'int32' }, d: { items: { format: 'int32' } } });
    expect(schema.properties.c).toEqual({ type: 'integer', maximum: 10 });
    // And so does the server's reading of the whole contract.
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const s = node as Record<string, any>;
      if ([s.type].flat().includes('integer') && !s.format && !s.enum && !(s.maximum <= 2 ** 31 - 1)) unbounded.push(at);
      for (const [k, v] of Object.entries(s)) walk(v, `${at}/${k}`);
    };
    for (const o of ops) walk(o.schema, o.operationId);
    expect(unbounded).toEqual([]);
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
