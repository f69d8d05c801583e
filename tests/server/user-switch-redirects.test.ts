/**
 * Issue 13 item 5: user switching (spec §5: username required, the name shown before the
 * confirmation; staff only, to a patron) and the redirect calls (addresses configured per
 * institution, a short-lived signed token, never the password; a clear 404 when none).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { deskAdminOp } from '../../server/desk-cli';
import { verifyRedirectToken } from '../../server/modules/patrons/redirects/service';
import { DEMO_PASSWORD, bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`user switching (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(() => app?.close());

  const name = (token: string, user: string) => app.inject({ url: `/api/pessoas/${encodeURIComponent(user)}/nome`, headers: bearer(token) });
  const swap = (token: string, usuario: string) => app.inject({
    method: 'POST', url: '/api/pessoas/meu-pergamum/troca-usuario', headers: bearer(token), payload: { usuario },
  });
  const refresh = (refreshToken: string) => app.inject({
    method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: refreshToken },
  });

  it('staff sees the patron\'s name, confirms, and the session becomes the patron\'s; their own ends', async () => {
    const staff = await login(app, 'bibliotecario');
    const shown = await name(staff.access_token, ' Aluno ');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ nome: 'Ana Beatriz Souza' });

    const res = await swap(staff.access_token, ' aluno ');
    expect(res.statusCode).toBe(200);
    const patron = res.json();
    expect(patron).toMatchObject({ token_type: 'Bearer', scope: 'user', refresh_token: expect.any(String) });
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(patron.access_token) });
    expect(me.json().user).toMatchObject({ login: 'aluno', nome: 'Ana Beatriz Souza' });
    // The switched session is a real one: it refreshes…
    expect((await refresh(patron.refresh_token)).statusCode).toBe(200);
    // …and the staff member's session on this device ended with the switch.
    expect((await refresh(staff.refresh_token)).statusCode).toBe(401);
  });

  it('the menu offers user switching to staff with the patrons role only, not to patrons', async () => {
    const switching = async (token: string) => ((await app.inject({ url: '/api/pessoas/autenticar/app-layers', headers: bearer(token) }))
      .json().layers as { id: string; ativo: boolean }[]).find((l) => l.id === 'troca_usuario')?.ativo;
    expect(await switching((await login(app, 'bibliotecario')).access_token)).toBe(true);
    expect(await switching((await login(app, 'professor')).access_token)).toBe(false);
    // A staff member holding only the desk's role does not get the entry either.
    await deskAdminOp(app.ctx)({ verb: 'staff', args: ['funcionario', 'on', 'circulation'] }, () => {}, new AbortController().signal);
    expect(await switching((await login(app, 'funcionario')).access_token)).toBe(false);
    await deskAdminOp(app.ctx)({ verb: 'staff', args: ['funcionario', 'off'] }, () => {}, new AbortController().signal);
  });

  it('a patron may not switch to anyone, and learns no name', async () => {
    const patron = await login(app, 'posgrad');
    const asked = await name(patron.access_token, 'aluno');
    expect(asked.statusCode).toBe(403);
    expect(asked.body).not.toContain('Ana');
    expect((await swap(patron.access_token, 'aluno')).statusCode).toBe(403);
    // Their own session goes on.
    expect((await refresh(patron.refresh_token)).statusCode).toBe(200);
  });

  it('refuses: an unknown user (404), oneself (422), another staff member (403), a blocked patron (430), a blank name (422)', async () => {
    const staff = (await login(app, 'bibliotecario')).access_token;
    expect((await name(staff, 'ninguem')).statusCode).toBe(404);
    expect((await swap(staff, 'ninguem')).statusCode).toBe(404);
    const self = await swap(staff, 'bibliotecario');
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('error.switch-user-self');
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'bibliotecario' WHERE login = 'funcionario'`);
    expect((await name(staff, 'funcionario')).statusCode).toBe(403);
    expect((await swap(staff, 'funcionario')).statusCode).toBe(403);
    expect((await name(staff, 'bloqueado')).statusCode).toBe(430);
    expect((await swap(staff, 'bloqueado')).statusCode).toBe(430);
    const blank = await swap(staff, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('error.switch-user-required');
    expect((await swap(staff, '')).statusCode).toBe(400);
  });

  it('a staff member whose role was taken away can no longer switch, whatever token they hold', async () => {
    const token = (await login(app, 'bibliotecario')).access_token;
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'usuario' WHERE login = 'bibliotecario'`);
    expect((await swap(token, 'aluno')).statusCode).toBe(403);
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'bibliotecario' WHERE login = 'bibliotecario'`);
  });
});

describe(`redirects (${backendName})`, () => {
  let app: FastifyInstance;
  let aluno: string;
  beforeAll(async () => {
    app = await testApp();
    aluno = (await login(app, 'aluno')).access_token;
  });
  afterAll(() => app?.close());

  const setParameter = (key: string, value: string | null) => app.ctx.database.db.execute(value === null
    ? sql`UPDATE instituicao SET dados = jsonb_set(dados, '{parametros}', (dados->'parametros') - ${key}) WHERE id = 1`
    : sql`UPDATE instituicao SET dados = jsonb_set(dados, ARRAY['parametros', ${key}], to_jsonb(${value}::text)) WHERE id = 1`);
  const calls = {
    personalArea: () => app.inject({ url: '/api/pessoas/meu-pergamum/redirect', headers: bearer(aluno) }),
    workPosting: () => app.inject({ method: 'POST', url: '/api/pessoas/postagem-trabalho/redirect', headers: bearer(aluno) }),
    token: (token = aluno) => app.inject({ url: '/api/pessoas/token-redireciona', headers: bearer(token) }),
  };

  it('says clearly when the institution configured no address (404 with a message)', async () => {
    for (const call of [calls.personalArea, calls.workPosting, () => calls.token()]) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^error\.redirect-[a-z-]+-not-configured$/);
    }
    await setParameter('__url_postagem_trabalho', 'javascript:alert(1)');
    expect((await calls.workPosting()).statusCode).toBe(404);
  });

  it('leads to the configured address with a five-minute signed token naming the patron, never the password', async () => {
    await setParameter('__url_postagem_trabalho', 'https://trabalhos.ufdemo.edu.br/entrar?origem=pergamum');
    await setParameter('__url_area_pessoal', 'https://portal.ufdemo.edu.br/meu');
    for (const [call, base] of [[calls.workPosting, 'https://trabalhos.ufdemo.edu.br/entrar'], [calls.personalArea, 'https://portal.ufdemo.edu.br/meu']] as const) {
      const res = await call();
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(`${url.origin}${url.pathname}`).toBe(base);
      const token = url.searchParams.get('token')!;
      const claims = decodeJwt(token);
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'redirect+jwt' });
      expect(claims).toMatchObject({ sub: expect.any(String), login: 'aluno', aud: expect.stringContaining(url.hostname) });
      expect(claims.exp! - claims.iat!).toBe(300);
      expect(res.body).not.toContain(DEMO_PASSWORD);
      // It is not an access token: the API refuses it.
      expect((await app.inject({ url: '/api/pessoas', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect(new URL((await calls.workPosting()).json().url).searchParams.get('origem')).toBe('pergamum');
  });

  it('the redirect token: signed, short-lived, for the configured module; each patron gets their own', async () => {
    await setParameter('__url_token_redireciona', 'https://modulo.ufdemo.edu.br/');
    const res = await calls.token();
    expect(res.statusCode).toBe(200);
    const { token, validade } = res.json();
    const left = new Date(validade).getTime() - Date.now();
    expect(left).toBeGreaterThan(200_000);
    expect(left).toBeLessThanOrEqual(300_000);
    expect(decodeJwt(token)).toMatchObject({ login: 'aluno', aud: 'https://modulo.ufdemo.edu.br/' });
    const other = await calls.token((await login(app, 'posgrad')).access_token);
    expect(decodeJwt(other.json().token)).toMatchObject({ login: 'posgrad' });
    await setParameter('__url_token_redireciona', null);
    expect((await calls.token()).statusCode).toBe(404);
  });

  it("has its own key: a redirect token is no access token, an access token is no redirect token, and neither key signs the other's", async () => {
    const audience = 'https://modulo.ufdemo.edu.br/';
    await setParameter('__url_token_redireciona', audience);
    const { token } = (await calls.token()).json() as { token: string };
    const alunoCode = Number(decodeJwt(aluno).sub);
    expect(await verifyRedirectToken(app.ctx, token, audience)).toBe(alunoCode);
    // Redirect token as a bearer token: refused.
    expect((await app.inject({ url: '/api/pessoas', headers: bearer(token) })).statusCode).toBe(401);
    // Access token where a redirect token is expected: refused.
    expect(await verifyRedirectToken(app.ctx, aluno, audience)).toBeNull();
    // Its own key: an access-token-shaped redirect token signed with the access tokens' key is refused too.
    const [jwtKey] = await queryRows<{ valor: string }>(app.ctx.database.db, sql`SELECT valor FROM chave_servidor WHERE nome = 'jwt'`);
    const forged = await new SignJWT({ scope: 'redirect', login: 'aluno' }).setProtectedHeader({ alg: 'HS256', typ: 'redirect+jwt' })
      .setSubject(String(alunoCode)).setAudience(audience).setExpirationTime('5m').sign(new TextEncoder().encode(jwtKey.valor));
    expect(await verifyRedirectToken(app.ctx, forged, audience)).toBeNull();
    // And the redirect key does not make access tokens: re-signing the redirect token's claims as a user token fails at the API.
    const [redirectKey] = await queryRows<{ valor: string }>(app.ctx.database.db, sql`SELECT valor FROM chave_servidor WHERE nome = 'redirect'`);
    expect(redirectKey.valor).not.toBe(jwtKey.valor);
    const minted = await new SignJWT({ scope: 'user', login: 'aluno', client_id: '4' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alunoCode)).setExpirationTime('5m').sign(new TextEncoder().encode(redirectKey.valor));
    expect((await app.inject({ url: '/api/pessoas', headers: bearer(minted) })).statusCode).toBe(401);
    // Another module's audience: refused.
    expect(await verifyRedirectToken(app.ctx, token, 'https://outro.example/')).toBeNull();
    await setParameter('__url_token_redireciona', null);
  });

  it('needs a patron', async () => {
    expect((await app.inject({ url: '/api/pessoas/token-redireciona' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/pessoas/postagem-trabalho/redirect' })).statusCode).toBe(401);
  });
});
