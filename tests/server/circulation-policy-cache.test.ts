// The policy matrix kept per process (issue 35: the resolver in ≤ 1 ms): a decision uses the
// kept matrix only while politica_versao says it is the database's, so a change made by any
// writer — this app's staff, another app on the same database, plain SQL — applies to the
// very next decision, and a change rolled back never leaves its matrix behind.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, queryRows } from '../../server/db/connect';
import { policyMatrix } from '../../server/modules/circulation/core/policy-cache';
import { bearer, login, testApp } from '../support/server-app';
import { backendName, onPostgres } from '../support/test-db';

type Auth = Record<string, string>;

describe(`the policy matrix kept per process (${backendName})`, () => {
  let app: FastifyInstance;
  let admin: Auth;
  let copy: { cod_exemplar: number; cod_biblioteca: number };
  let category: string;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const effective = async (on: FastifyInstance, auth: Auth) => {
    const res = await on.inject({ url: `/api/balcao/biblioteca/regra-efetiva?usuario=aluno&exemplar=${copy.cod_exemplar}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { regra: { prazo: number }; origem: { id: number; precedencia: number } | null };
  };
  const addRule = async (on: FastifyInstance, auth: Auth, prazo: number) => {
    const res = await on.inject({
      method: 'POST', url: '/api/balcao/biblioteca/politicas', headers: auth, payload: {
        cod_biblioteca: copy.cod_biblioteca, categoria: category, tipo_emprestimo: null, unidade: 'dias', prazo, max_emprestimos_tipo: null,
        max_emprestimos: 5, max_renovacoes: 1, multa: 1, dias_suspensao_por_dia: 0, permite_reserva: true, dias_retirada_reserva: 2, nao_emprestavel: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  beforeAll(async () => {
    app = await testApp();
    admin = bearer((await login(app, 'administrador')).access_token);
    category = (await rows<{ categoria: string }>(`SELECT categoria FROM pessoa WHERE login = 'aluno'`))[0].categoria;
    [copy] = await rows(`SELECT cod_exemplar, cod_biblioteca FROM exemplar WHERE codigo_barras IS NULL ORDER BY cod_exemplar LIMIT 1`);
    await rows(`DELETE FROM politica_circulacao WHERE cod_biblioteca IS NOT NULL`);
  });
  afterAll(() => app?.close());

  it('keeps the matrix while nothing changes; a change by plain SQL or by staff applies to the next decision', async () => {
    const db = app.ctx.database.db;
    const first = await policyMatrix(db);
    expect(await policyMatrix(db)).toBe(first); // kept: not read again
    const before = await effective(app, admin);
    expect(before.origem?.precedencia).toBe(2);

    // Another writer (no code of this app): the version moves in the same statement's transaction.
    await rows(`UPDATE politica_circulacao SET prazo = 23 WHERE id = ${before.origem!.id}`);
    expect(await policyMatrix(db)).not.toBe(first);
    expect((await effective(app, admin)).regra.prazo).toBe(23);

    const added = await addRule(app, admin, 9);
    const after = await effective(app, admin);
    expect(after.origem).toMatchObject({ id: added.id, precedencia: 6 });
    expect(after.regra.prazo).toBe(9);
  });

  it('a change rolled back after a decision read it inside its transaction leaves no trace; the next change is seen', async () => {
    const db = app.ctx.database.db;
    const [rule] = await rows<{ id: number; prazo: number }>(`SELECT id, prazo FROM politica_circulacao WHERE cod_biblioteca = ${copy.cod_biblioteca}`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE politica_circulacao SET prazo = 77 WHERE id = ${rule.id}`);
      // Read (and kept) inside the transaction: its own uncommitted change.
      expect([...(await policyMatrix(tx)).rules.values()].find((r) => r.id === rule.id)?.prazo).toBe(77);
      tx.rollback();
    }).catch((e: Error) => { if (!/rollback/i.test(e.message)) throw e; });
    expect((await effective(app, admin)).regra.prazo).toBe(rule.prazo);
    await rows(`UPDATE politica_circulacao SET prazo = 31 WHERE id = ${rule.id}`);
    expect((await effective(app, admin)).regra.prazo).toBe(31);
  });

  it('bumps the version for every table the resolver reads, and for nothing else', async () => {
    const version = async () => (await rows<{ v: string }>(`SELECT versao::text AS v FROM politica_versao`))[0].v;
    let v = await version();
    for (const change of [
      `UPDATE tipo_emprestimo SET nao_emprestavel = nao_emprestavel WHERE codigo = 'normal'`,
      `UPDATE regra_circulacao SET permite_domicilio = permite_domicilio WHERE categoria = '${category}'`,
      `UPDATE politica_circulacao SET prazo = prazo WHERE cod_biblioteca = ${copy.cod_biblioteca}`,
    ]) {
      await rows(change);
      const next = await version();
      expect(next, change).not.toBe(v);
      v = next;
    }
    await rows(`UPDATE exemplar SET localizacao = localizacao WHERE cod_exemplar = ${copy.cod_exemplar}`);
    expect(await version()).toBe(v);
  });

  it.runIf(onPostgres)('two app instances on one database: a rule changed through one applies at once in the other', async () => {
    const [{ name }] = await rows<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase(url.toString());
    const other = await buildApp({ database, seed: 'none', validateResponses: true });
    try {
      const otherAdmin = bearer((await login(other, 'administrador')).access_token);
      const [own] = await rows<{ id: number }>(`SELECT id FROM politica_circulacao WHERE cod_biblioteca = ${copy.cod_biblioteca}`);
      // Both processes decide, and keep their matrix.
      const seenHere = await effective(app, admin);
      const seenThere = await effective(other, otherAdmin);
      expect(seenThere.regra.prazo).toBe(seenHere.regra.prazo);
      const kept = await policyMatrix(database.db);
      expect(await policyMatrix(database.db)).toBe(kept);
      // Changed through this app: the other's very next decision has it.
      const changed = await app.inject({ method: 'DELETE', url: `/api/balcao/biblioteca/politicas/${own.id}`, headers: admin });
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await effective(other, otherAdmin)).origem?.precedencia).toBe(2);
      // And the other way round.
      const added = await addRule(other, otherAdmin, 12);
      expect((await effective(app, admin)).origem).toMatchObject({ id: added.id, precedencia: 6 });
      expect((await effective(app, admin)).regra.prazo).toBe(12);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
