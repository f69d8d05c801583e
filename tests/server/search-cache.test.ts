// The search's answer cache (issue 27 item 2): pages are kept per normalised search and
// catalogue version, so an edit made anywhere — this process through the API, or another
// process sharing the database — shows on the next search; and the bounded count: past
// SEARCH_EXACT_LIMIT matches the total and facets are estimates, said so by `aproximado`.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roughly } from '../../server/modules/catalogue/core/match-set';
import { openDatabase, queryRows } from '../../server/db/connect';
import { searchTitles } from '../../server/modules/catalogue/search';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName, onPostgres } from '../support/test-db';

type Auth = Record<string, string>;
interface Page { total: number; aproximado?: boolean; data: { cod_acervo: number; exemplares_total: number }[]; filtros: { tipo: string; codigo: string; total: number }[] }

describe(`the search's answer cache and bounded counts (${backendName})`, () => {
  let app: FastifyInstance;
  let visitor: Auth;
  let cataloguer: Auth;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const search = async (qs: string): Promise<Page> => {
    const res = await app.inject({ url: `/api/consulta?${qs}`, headers: visitor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    app = await testApp({ searchExactLimit: 10 });
    visitor = bearer(await publicToken(app));
    cataloguer = bearer((await login(app, 'administrador')).access_token);
  });
  afterAll(() => app?.close());

  /** A title, a word of its title that finds few titles, and a library holding none of its copies. */
  async function sameDatabaseUrl() {
    const [{ name }] = await rows<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function target() {
    const [t] = await rows<{ cod_acervo: number; titulo: string; lib: number }>(`
      SELECT a.cod_acervo, a.titulo, (SELECT min(b.cod_biblioteca) FROM biblioteca b
        WHERE NOT EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo AND e.cod_biblioteca = b.cod_biblioteca)) AS lib
      FROM acervo a WHERE EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)
        AND EXISTS (SELECT 1 FROM biblioteca b WHERE NOT EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo AND e.cod_biblioteca = b.cod_biblioteca))
        AND a.titulo ~ '[A-Za-z]{9,}'
      ORDER BY a.cod_acervo LIMIT 1`);
    const word = t.titulo.match(/[A-Za-z]{9,}/)![0];
    return { ...t, word };
  }

  it('answers a repeated search from the cache, and a copy added through the API shows on the next one', async () => {
    const t = await target();
    const qs = `termo=${encodeURIComponent(word(t))}&filtro=B:${t.lib}`;
    const before = await search(qs);
    expect(before.data.map((d) => d.cod_acervo)).not.toContain(t.cod_acervo);
    // Same search spelt differently: same answer (one cache entry; the key is normalised).
    expect(await search(`termo=${encodeURIComponent(`  ${word(t).toUpperCase()}  `)}&filtro=B:${t.lib}`)).toEqual(before);
    const added = await app.inject({
      method: 'POST', url: `/api/balcao/acervo/${t.cod_acervo}/exemplares`, headers: cataloguer,
      payload: { codigo_barras: `CACHE-${t.cod_acervo}`, cod_biblioteca: t.lib, tipo_emprestimo: 'normal', localizacao: null, volume: null },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await search(qs);
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((d) => d.cod_acervo)).toContain(t.cod_acervo);
    expect(after.filtros.find((f) => f.tipo === 'B' && f.codigo === String(t.lib))?.total).toBe(after.total);
  });

  it('bumps the catalogue version once per statement that changes titles, copies or courses — not for a loan', async () => {
    const version = async () => Number((await rows<{ versao: string }>('SELECT versao FROM catalogo_versao'))[0].versao);
    const v0 = await version();
    await rows(`UPDATE acervo SET edicao = edicao WHERE cod_acervo IN (SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT 5)`);
    expect(await version()).toBe(v0 + 1);
    await rows(`UPDATE exemplar SET situacao = situacao WHERE cod_exemplar IN (SELECT cod_exemplar FROM exemplar LIMIT 5)`);
    expect(await version()).toBe(v0 + 1);
    await rows(`UPDATE exemplar SET cod_biblioteca = cod_biblioteca WHERE cod_exemplar IN (SELECT cod_exemplar FROM exemplar LIMIT 1)`);
    expect(await version()).toBe(v0 + 2);
  });

  it.runIf(onPostgres)('another process on the same database sees an edit on its next search (its cache is keyed by the version)', async () => {
    const [{ name }] = await rows<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = await openDatabase(url.toString());
    try {
      const t = await target();
      const params = { termo: word(t), filtros: [`B:${t.lib}`] };
      const before = (await searchTitles(other, params))!;
      expect((await searchTitles(other, params))!.total).toBe(before.total);
      const added = await app.inject({
        method: 'POST', url: `/api/balcao/acervo/${t.cod_acervo}/exemplares`, headers: cataloguer,
        payload: { codigo_barras: `OTHER-${t.cod_acervo}`, cod_biblioteca: t.lib, tipo_emprestimo: 'normal', localizacao: null, volume: null },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect((await searchTitles(other, params))!.total).toBe(before.total + 1);
    } finally {
      await other.close();
    }
  });

  it('PostgreSQL files each answer in the shared table under the catalogue version, and answers from it what this process never computed; PGlite (one process) files none', async () => {
    const t = await target();
    const params = { termo: `${word(t)} ${word(t)}`, filtros: [`B:${t.lib}`] };
    const first = (await searchTitles(app.ctx.database, params))!;
    const [filed] = await rows<{ n: number; versao: string; atual: string }>(`
      SELECT count(*)::int AS n, max(versao)::text AS versao, (SELECT versao::text FROM catalogo_versao) AS atual FROM pagina_busca`);
    if (!onPostgres) {
      expect(filed.n).toBe(0);
      expect((await searchTitles(app.ctx.database, params))!).toEqual(first); // this process's memory
      return;
    }
    expect(filed.n).toBeGreaterThan(0);
    expect(filed.versao).toBe(filed.atual);
    // Another process (or this one after a restart: a fresh handle has an empty memory cache)
    // reads the row: marked here, the mark comes back, so nothing was computed again.
    await rows(`UPDATE pagina_busca SET valor = jsonb_set(valor, '{total}', '987654') WHERE valor -> 'ids' = '${JSON.stringify(first.data.map((d) => d.cod_acervo))}'::jsonb`);
    const other = await openDatabase(await sameDatabaseUrl());
    try {
      const again = (await searchTitles(other, params))!;
      expect(again.total).toBe(987654);
      expect(again.data.map((d) => d.cod_acervo)).toEqual(first.data.map((d) => d.cod_acervo));
      // A change of the catalogue: the row no longer answers, the search is computed afresh.
      await rows(`UPDATE acervo SET edicao = edicao WHERE cod_acervo = ${t.cod_acervo}`);
      expect((await searchTitles(other, params))!.total).toBe(first.total);
    } finally {
      await other.close();
    }
  });

  it.runIf(onPostgres)('a search another process is computing is waited for and read from its row, not computed twice', async () => {
    const url = await sameDatabaseUrl();
    const t = await target();
    const params = { termo: `${word(t)} ${word(t)} ${word(t)}`, filtros: [`B:${t.lib}`] };
    const first = (await searchTitles(app.ctx.database, params))!;
    const [{ chave }] = await rows<{ chave: string }>('SELECT chave FROM pagina_busca ORDER BY criado_em DESC LIMIT 1');
    await rows(`UPDATE acervo SET edicao = edicao WHERE cod_acervo = ${t.cod_acervo}`); // the row is stale now
    // "Another process" holds the key's lock, as while computing, and files its answer after a while.
    const computing = await openDatabase(url);
    const asker = await openDatabase(url);
    try {
      const { waiting } = await computing.db.transaction(async (tx) => {
        await queryRows(tx as never, sql`SELECT pg_advisory_xact_lock(hashtext('pagina_busca'), hashtext(${chave}))`);
        const waiting = searchTitles(asker, params);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await queryRows(tx as never, sql`UPDATE pagina_busca SET versao = (SELECT versao FROM catalogo_versao),
          valor = jsonb_set(valor, '{total}', '424242') WHERE chave = ${chave}`);
        return { waiting }; // not awaited here: the asker waits for this transaction's end
      });
      const answer = await waiting;
      expect(answer!.total).toBe(424242);
      expect(answer!.data.map((d) => d.cod_acervo)).toEqual(first.data.map((d) => d.cod_acervo));
      // Twenty identical searches at once from two processes: one answer.
      await rows(`UPDATE acervo SET edicao = edicao WHERE cod_acervo = ${t.cod_acervo}`);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => searchTitles(i % 2 ? asker : app.ctx.database, { ...params, concorrencia: 2 })));
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0]!.total).toBe(first.total);
    } finally {
      await Promise.all([computing.close(), asker.close()]);
    }
  });

  it('past SEARCH_EXACT_LIMIT says the total is approximate, rounded to two figures, and still pages the best titles', async () => {
    const exact = (await searchTitles(app.ctx.database, { termo: 'history', limiteExato: 100_000 }))!;
    expect(exact.total).toBeGreaterThan(10);
    expect(exact.aproximado).toBe(false);
    const about = await search('termo=history&quantPag=10');
    expect(about.aproximado).toBe(true);
    // A small catalogue is sampled whole, so the estimate is the exact count, rounded.
    expect(about.total).toBe(roughly(exact.total));
    expect(about.data.length).toBe(10);
    const sum = about.filtros.filter((f) => f.tipo === 'I').reduce((s, f) => s + f.total, 0);
    expect(Math.abs(sum - about.total)).toBeLessThanOrEqual(about.total * 0.1);
    const rare = await search(`termo=${encodeURIComponent(word(await target()))}`);
    expect(rare.aproximado).toBe(false);
  });

  it('rounds estimates to two significant figures', () => {
    expect([roughly(7), roughly(99), roughly(312_417), roughly(1_049), roughly(5_001)]).toEqual([7, 99, 310_000, 1_000, 5_000]);
  });
});

const word = (t: { word: string }) => t.word;