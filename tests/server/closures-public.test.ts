// Closed days patrons see (issue 35 item 6): the staff's closed days, from today on and within
// 60 days, appear under each library they close in the public opening hours; a closure of
// every library under each; past and far-off ones do not.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`closed days in the public opening hours (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app?.close(); });

  it('lists today\'s and the coming closures per library, and neither past nor far-off ones', async () => {
    const admin = bearer((await login(app, 'administrador')).access_token);
    const [{ today, soon, far, past }] = await queryRows<{ today: string; soon: string; far: string; past: string }>(app.ctx.database.db, sql`
      SELECT current_date::text AS today, (current_date + 10)::text AS soon, (current_date + 90)::text AS far, (current_date - 1)::text AS past`);
    const libraries = await queryRows<{ cod_biblioteca: number }>(app.ctx.database.db, sql`SELECT cod_biblioteca FROM biblioteca ORDER BY cod_biblioteca`);
    expect(libraries.length).toBeGreaterThan(1);
    const [first, second] = libraries.map((l) => l.cod_biblioteca);
    const add = async (data: string, cod_biblioteca: number | null, descricao: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/balcao/biblioteca/dias-fechados', headers: admin, payload: { data, cod_biblioteca, descricao } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await add(today, first, 'Dedetização');
    await add(soon, null, 'Recesso acadêmico');
    await add(far, null, 'Férias coletivas');
    await add(past, first, 'Ontem');
    const res = await app.inject({ url: '/api/parametros/atendimento', headers: bearer(await publicToken(app)) });
    expect(res.statusCode).toBe(200);
    const byLibrary = new Map((res.json() as { bibliotecas: { cod_biblioteca: number; fechamentos: unknown[] }[] }[])
      .flatMap((c) => c.bibliotecas).map((b) => [b.cod_biblioteca, b.fechamentos]));
    expect(byLibrary.get(first)).toEqual([{ data: today, descricao: 'Dedetização' }, { data: soon, descricao: 'Recesso acadêmico' }]);
    expect(byLibrary.get(second)).toEqual([{ data: soon, descricao: 'Recesso acadêmico' }]);
  });
});
