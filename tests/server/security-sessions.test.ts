/**
 * Issue 17 item 3: logout ends the session on the server (POST /oauth/revoke, RFC 7009),
 * and a password change ends the person's other sessions while the current one goes on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, login, testApp } from '../support/server-app';

const NEW_PASSWORD = 'Nova#Senha2027';

describe(`ending sessions (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(() => app?.close());

  const refresh = (refreshToken: string) => app.inject({
    method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: refreshToken },
  });
  const revoke = (payload: object) => app.inject({ method: 'POST', url: '/api/oauth/revoke', payload });

  it('logout revokes the refresh token: it mints no more access tokens; another device stays signed in', async () => {
    const phone = await login(app, 'aluno');
    const laptop = await login(app, 'aluno');
    const res = await revoke({ token: phone.refresh_token, token_type_hint: 'refresh_token', client_id: '4' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const after = await refresh(phone.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().refresh_token).toBeUndefined();
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole session: a token rotated from the one logged out with dies too', async () => {
    const first = await login(app, 'posgrad');
    const rotated = (await refresh(first.refresh_token)).json().refresh_token as string;
    // The client may hold the older token if a rotation's answer was lost.
    expect((await revoke({ token: first.refresh_token, client_id: '4' })).statusCode).toBe(200);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('accepts the form-encoded RFC 7009 body, and a user access token ends its own session', async () => {
    const session = await login(app, 'professor');
    const res = await app.inject({
      method: 'POST', url: '/api/oauth/revoke', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(session.access_token)}&token_type_hint=access_token&client_id=4`,
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('answers 200 to an unknown or already revoked token, 401 to another client, 400 without a token', async () => {
    expect((await revoke({ token: 'no-such-token', client_id: '4' })).statusCode).toBe(200);
    const session = await login(app, 'tecnico');
    expect((await revoke({ token: session.refresh_token, client_id: '4' })).statusCode).toBe(200);
    expect((await revoke({ token: session.refresh_token, client_id: '4' })).statusCode).toBe(200);
    const other = await login(app, 'funcionario');
    expect((await revoke({ token: other.refresh_token, client_id: '99' })).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect((await revoke({ client_id: '4' })).statusCode).toBe(400);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const here = await login(app, 'comunidade');
    const elsewhere = await login(app, 'comunidade');
    const change = await app.inject({
      method: 'PUT', url: '/api/pessoas/meu-pergamum/senha', headers: bearer(here.access_token),
      payload: { senhaAtual: 'Biblioteca#2026', senhaNova: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(204);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    const kept = await refresh(here.refresh_token);
    expect(kept.statusCode).toBe(200);
    // The kept session goes on rotating as before.
    expect((await refresh(kept.json().refresh_token)).statusCode).toBe(200);
    expect((await login(app, 'comunidade', NEW_PASSWORD)).access_token).toEqual(expect.any(String));
  });
});
