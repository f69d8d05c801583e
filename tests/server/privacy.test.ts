// Patron A can never read patron B's data, through any private call of the contract:
// every private GET is called as each patron and the answer must not carry anything that
// identifies the other one. Walking the contract (not a hand-made list) means a call
// implemented later is covered the day it lands.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, login, testApp } from '../support/server-app';

interface Parameter { name: string; in: string; required?: boolean; schema?: { type?: string | string[]; enum?: unknown[]; format?: string; minimum?: number } }
interface Operation { operationId: string; 'x-caller'?: string; parameters?: (Parameter | { $ref: string })[] }

const contract = parse(fs.readFileSync('openapi/library.yaml', 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** A plausible value for a required parameter, from its schema. */
function sample(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'date') return '2000-01-01';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return String(Math.max(1, schema.minimum ?? 1));
  if (type === 'boolean') return 'true';
  return 'a';
}

/** Every private read that needs no path parameter, with its required query filled in. */
const privateReads = Object.entries(contract.paths).flatMap(([path, methods]) => {
  const op = methods.get;
  if (!op || op['x-caller'] !== 'private' || path.includes('{')) return [];
  const query = (op.parameters ?? [])
    .filter((p): p is Parameter => !('$ref' in p) && p.in === 'query' && Boolean(p.required))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(sample(p))}`);
  return [{ id: op.operationId, url: `/api${path}${query.length ? `?${query.join('&')}` : ''}` }];
});

/** Issue 16's calls: implemented, so a 501 from any of them is a failure, not "nothing to leak". */
const CIRCULATION = new Set([
  'listPendingLoans', 'renewLoans', 'listRenewableLoans', 'listLoanHistory', 'getLoanToken', 'createLoanToken', 'getHoldOptions',
  'createHold', 'listHolds', 'cancelHolds', 'checkHoldQueue', 'listHoldHistory', 'getLoanRequestOptions', 'createLoanRequest',
  'listLoanRequests', 'getInterLibraryFormData', 'createInterLibraryRequest', 'requestFromArchive', 'listSuspensions', 'listAlerts',
  'markAlert', 'deleteAlert', 'getUserAppLayers',
]);

interface Patron { login: string; name: string; email: string; codPessoa: number; auth: Record<string, string> }

describe(`no private call shows one patron another's data (${backendName})`, () => {
  let app: FastifyInstance;
  const patrons: Patron[] = [];
  beforeAll(async () => {
    app = await testApp();
    for (const name of ['aluno', 'posgrad']) {
      const auth = bearer((await login(app, name)).access_token);
      const { user } = (await app.inject({ url: '/api/pessoas', headers: auth })).json();
      patrons.push({ login: user.login, name: user.nome, email: user.email, codPessoa: user.cod_pessoa, auth });
    }
  });
  afterAll(() => app.close());

  it('the contract has private reads to check', () => {
    expect(privateReads.length).toBeGreaterThan(20);
  });

  it('walks every private read of issue 16', () => {
    const walked = new Set(privateReads.map((r) => r.id));
    for (const id of ['listPendingLoans', 'listRenewableLoans', 'listLoanHistory', 'getLoanToken', 'listHolds', 'listHoldHistory',
      'listLoanRequests', 'getInterLibraryFormData', 'listSuspensions', 'listAlerts', 'getUserAppLayers']) {
      expect(walked.has(id), id).toBe(true);
    }
  });

  it.each(privateReads)('$id', async ({ id, url }) => {
    for (const [me, other] of [[patrons[0], patrons[1]], [patrons[1], patrons[0]]]) {
      const res = await app.inject({ url, headers: me.auth });
      expect(res.statusCode, res.body).not.toBe(500);
      if (res.statusCode === 501) {
        expect(CIRCULATION.has(id), `${id} is implemented and must not answer 501`).toBe(false);
        continue; // not implemented yet: nothing to leak
      }
      const body = res.body;
      expect(body).not.toContain(other.name);
      expect(body).not.toContain(other.email);
      expect(body).not.toMatch(new RegExp(`"login"\\s*:\\s*"${other.login}"`));
      expect(body).not.toMatch(new RegExp(`"cod_pessoa"\\s*:\\s*${other.codPessoa}\\b`));
    }
  });

  it('a visitor token opens no private call', async () => {
    const visitor = (await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: '4' } })).json();
    for (const { url } of privateReads) {
      const res = await app.inject({ url, headers: bearer(visitor.access_token) });
      expect([401, 403], `${url}: ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});
