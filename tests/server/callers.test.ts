// Callers from the contract (issue 22): the router enforces each operation's x-caller before
// it reads the body, so a patron sending garbage to a staff call learns only that it is not
// theirs (403), a call without a token gets 401, and a staff member lacking the operation's
// role gets 403; the roles live in pessoa.permissoes and take effect at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffKind, roleOf, rolesOf } from '../../server/http/caller-types';
import { contractOperations, loadContract, type ContractOperation } from '../../server/http/contract';
import { deskAdminOp } from '../../server/desk-cli';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const ops = contractOperations(loadContract());
const staffOps = ops.filter((o) => isStaffKind(o.caller));
const privateOps = ops.filter((o) => o.caller === 'private');
/** Any path parameter will do: the caller is refused before the parameters are read. */
const urlOf = (op: ContractOperation) => '/api' + op.path.replace(/\{[^}]+\}/g, '1');
const GARBAGE = '{"this is": not json';

describe(`callers from the contract (${backendName})`, () => {
  let app: FastifyInstance;
  let patron: Record<string, string>;
  let librarian: Record<string, string>;
  const call = (op: ContractOperation, headers: Record<string, string>, payload: string | undefined = GARBAGE) =>
    app.inject({
      method: op.method as 'GET', url: urlOf(op),
      headers: { ...headers, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload }),
    });
  const desk = (args: string[]) => deskAdminOp(app.ctx)({ verb: 'staff', args }, () => {}, new AbortController().signal);

  beforeAll(async () => {
    app = await testApp();
    patron = bearer((await login(app, 'aluno')).access_token);
    librarian = bearer((await login(app, 'administrador')).access_token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('knows staff operations in the contract, each with a role or any staff', () => {
    expect(staffOps.map((o) => o.operationId)).toEqual(expect.arrayContaining(['getDeskSession', 'deskCheckOut', 'moderateComment', 'handleDeletionRequest', 'switchUser']));
    expect(staffOps.find((o) => o.operationId === 'getDeskSession')!.caller).toBe('staff');
    expect(roleOf(staffOps.find((o) => o.operationId === 'deskCheckOut')!.caller)).toBe('circulation');
    expect(rolesOf(staffOps.find((o) => o.operationId === 'searchStaffPatrons')!.caller)).toEqual(['circulation', 'patrons']);
  });

  it("answers 403 to a patron's token on every staff operation, whatever the body", async () => {
    const answers: string[] = [];
    for (const op of staffOps) {
      const res = await call(op, patron);
      answers.push(`${op.operationId} ${res.statusCode} ${res.json().message}`);
    }
    expect(answers).toEqual(staffOps.map((op) => `${op.operationId} 403 error.staff-only`));
  });

  it('answers 401 without a token and 403 to a visitor on every staff and private operation, whatever the body', async () => {
    const visitor = bearer(await publicToken(app));
    const answers: string[] = [];
    for (const op of [...staffOps, ...privateOps]) {
      const none = await call(op, {});
      const asVisitor = await call(op, visitor);
      answers.push(`${op.operationId} ${none.statusCode} ${asVisitor.statusCode} ${asVisitor.json().message}`);
    }
    expect(answers).toEqual([...staffOps, ...privateOps].map((op) => `${op.operationId} 401 403 error.login-required`));
  });

  it('lets a staff member through only to the operations of the roles they hold (admin holds all)', async () => {
    await desk(['funcionario', 'on', 'circulation']);
    const clerk = bearer((await login(app, 'funcionario')).access_token);
    const session = await app.inject({ url: '/api/balcao/sessao', headers: clerk });
    expect(session.json()).toMatchObject({ login: 'funcionario', permissoes: ['circulation'] });
    for (const op of staffOps) {
      const res = await call(op, clerk);
      const roles = rolesOf(op.caller);
      if (roles === null || roles.includes('circulation')) expect(res.statusCode, op.operationId).not.toBe(403);
      else expect([op.operationId, res.statusCode, res.json().message]).toEqual([op.operationId, 403, 'error.staff-role-missing']);
    }
    // The demo's administrator holds admin, so every role: nothing is refused for want of one.
    expect((await app.inject({ url: '/api/balcao/sessao', headers: librarian })).json().permissoes).toEqual(['admin']);
    for (const op of staffOps) expect((await call(op, librarian)).statusCode, op.operationId).not.toBe(403);

    // Roles are read on every call: given admin, the same token reaches comment moderation…
    const comments = staffOps.find((o) => o.operationId === 'listPendingComments')!;
    expect((await call(comments, clerk)).statusCode).toBe(403);
    await desk(['funcionario', 'on', 'admin']);
    expect((await call(comments, clerk)).statusCode).toBe(200);
    // …and no longer staff, it reaches nothing.
    await desk(['funcionario', 'off']);
    expect((await app.inject({ url: '/api/balcao/sessao', headers: clerk })).statusCode).toBe(403);
    await expect(desk(['funcionario', 'on', 'circulation,cooking'])).rejects.toThrow(/error.staff-role-unknown/);
  });
});
