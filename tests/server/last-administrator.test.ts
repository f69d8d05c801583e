// The last administrator (issue 33 item 8): nobody can take the library's last admin role
// away — not by demoting themselves or another, not by blocking them (a blocked staff
// member's token reaches no staff call) — and two administrators demoting each other at the
// same moment leave one, on PGlite and on PostgreSQL's truly concurrent transactions.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows as queryRows } from '../../server/db/query';
import { setStaff } from '../../server/modules/circulation/desk';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;

describe(`the last administrator (${backendName})`, () => {
  let app: FastifyInstance;
  const q = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const roles = (headers: Auth, who: string, permissoes: string[]) =>
    app.inject({ method: 'PUT', url: `/api/balcao/equipe/${who}`, headers, payload: { permissoes, motivo: 'teste' } });
  const admins = async () => (await q<{ login: string }>(`SELECT login FROM pessoa
    WHERE papel = 'bibliotecario' AND 'admin' = ANY(permissoes) AND NOT bloqueado ORDER BY login`)).map((r) => r.login);
  const codOf = async (who: string) => (await q<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = '${who}'`))[0].cod_pessoa;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses to demote, revoke or block the last administrator, with a key; a second one may go', async () => {
    expect(await admins()).toEqual(['administrador']);
    const admin = bearer((await login(app, 'administrador')).access_token);
    const demoted = await roles(admin, 'administrador', ['circulation']);
    expect([demoted.statusCode, demoted.json()]).toEqual([422, { message: 'error.last-administrator' }]);
    expect((await roles(admin, 'administrador', [])).json()).toEqual({ message: 'error.last-administrator' });
    const blocked = await app.inject({ method: 'PUT', url: `/api/balcao/pessoas/${await codOf('administrador')}/bloqueio`, headers: admin,
      payload: { bloqueado: true, motivo: 'teste' } });
    expect([blocked.statusCode, blocked.json()]).toEqual([422, { message: 'error.last-administrator' }]);
    // The command line's `staff <login> off` is refused alike.
    await expect(setStaff(app.ctx, 'administrador', false)).rejects.toMatchObject({ statusCode: 422, message: 'error.last-administrator' });
    expect(await admins()).toEqual(['administrador']);

    // With a second administrator, either may step down (admin implies every role, so a demotion keeps the others).
    expect((await roles(admin, 'bibliotecario', ['admin'])).statusCode).toBe(200);
    expect((await roles(admin, 'administrador', ['circulation'])).json()).toMatchObject({ permissoes: ['circulation'] });
    expect(await admins()).toEqual(['bibliotecario']);
    const second = bearer((await login(app, 'bibliotecario')).access_token);
    expect((await roles(second, 'administrador', ['admin'])).statusCode).toBe(200);
    expect((await roles(second, 'bibliotecario', ['circulation'])).statusCode).toBe(200);
    expect(await admins()).toEqual(['administrador']);
  });

  it('two administrators demoting each other at once leave one administrator', async () => {
    const admin = bearer((await login(app, 'administrador')).access_token);
    for (let round = 0; round < 5; round++) {
      expect((await roles(admin, 'bibliotecario', ['admin'])).statusCode).toBe(200);
      const other = bearer((await login(app, 'bibliotecario')).access_token);
      const answers = await Promise.all([roles(admin, 'bibliotecario', ['circulation']), roles(other, 'administrador', ['circulation'])]);
      // One demotion goes through; the other is refused: 422 when it reached the check, or 403 when
      // its caller had already lost the admin role by the time the router read its roles.
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 422]).toContain(codes[1]);
      const left = await admins();
      expect(left).toHaveLength(1);
      // Put things back: the one left restores the other as a plain clerk and keeps admin.
      if (left[0] === 'bibliotecario') {
        const keeper = bearer((await login(app, 'bibliotecario')).access_token);
        expect((await roles(keeper, 'administrador', ['admin'])).statusCode).toBe(200);
        expect((await roles(admin, 'bibliotecario', ['circulation'])).statusCode).toBe(200);
      }
      expect(await admins()).toEqual(['administrador']);
    }
    // Blocking and demoting at once: one of them is refused.
    expect((await roles(admin, 'bibliotecario', ['admin'])).statusCode).toBe(200);
    const other = bearer((await login(app, 'bibliotecario')).access_token);
    const [block, demote] = await Promise.all([
      app.inject({ method: 'PUT', url: `/api/balcao/pessoas/${await codOf('administrador')}/bloqueio`, headers: other, payload: { bloqueado: true, motivo: 'teste' } }),
      roles(admin, 'bibliotecario', ['circulation']),
    ]);
    // The refused one answers 422 when it reached the check, or 403 when the block landed first
    // and the blocked administrator's own request was no longer allowed.
    const codes = [block.statusCode, demote.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 422]).toContain(codes[1]);
    expect(await admins()).toHaveLength(1);
  });
});
