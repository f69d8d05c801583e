// Issue 24 item 4: the academic lookups (paged and single), teaching plans (§5 at least one
// field; bibliography with copies, loans and copies short) and the academic CSV loader.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { loadAcademic } from '../../server/loaders/academic';
import type { LoadEvent } from '../../server/loaders/csv';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../fixtures/csv');

describe(`academic data and teaching plans (${backendName})`, () => {
  let app: FastifyInstance;
  let visitor: Record<string, string>;
  let helena: Record<string, string>;
  let tmp: string;
  const get = (url: string, auth = visitor) => app.inject({ url: `/api${url}`, headers: auth });
  const q = <T>(text: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, text);

  beforeAll(async () => {
    app = await testApp();
    visitor = bearer(await publicToken(app));
    helena = bearer((await login(app, 'professor')).access_token);
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'academic-'));
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  describe('lookups', () => {
    const cases = [
      { list: '/consulta/disciplinas', one: '/consulta/disciplina', code: 'cod_disciplina', name: 'nome_disciplina', search: 'anatomia', expect: 'Anatomia Humana' },
      { list: '/consulta/cursos', one: '/consulta/curso', code: 'cod_curso', name: 'nome_curso', search: 'MEDIC', expect: 'Medicina' },
      { list: '/consulta/professores', one: '/consulta/professor', code: 'cod_pessoa', name: 'nome', search: 'helena', expect: 'Helena Martins' },
      { list: '/consulta/campus', one: '/consulta/campus', code: 'cod_campus', name: 'nome_campus', search: '', expect: null },
      { list: '/consulta/bibliotecas', one: '/consulta/biblioteca', code: 'cod_biblioteca', name: 'desc_biblioteca', search: '', expect: null },
    ];
    for (const c of cases) {
      it(`${c.list}: paged, searched without accents or case, and one by one (404 for an unknown code)`, async () => {
        const all = await get(`${c.list}?page=1`);
        expect(all.statusCode).toBe(200);
        const page = all.json();
        expect(page).toMatchObject({ pagina: 1, quantPag: 20 });
        expect(page.total).toBeGreaterThan(0);
        expect(page.data.length).toBe(Math.min(20, page.total));
        if (c.expect) {
          const found = (await get(`${c.list}?search_text=${encodeURIComponent(c.search)}`)).json();
          expect(found.data.map((r: Record<string, unknown>) => r[c.name])).toContain(c.expect);
          expect(found.total).toBeLessThan(page.total + 1);
        }
        const first = page.data[0];
        const single = await get(`${c.one}/${first[c.code]}`);
        expect(single.statusCode).toBe(200);
        expect(single.json()).toEqual(first);
        const missing = await get(`${c.one}/999999`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toMatch(/^error\.[a-z]+-not-found$/);
      });
    }

    it('pages past the first: page 2 of disciplines holds the rest, in name order', async () => {
      const first = (await get('/consulta/disciplinas')).json();
      const second = (await get('/consulta/disciplinas?page=2')).json();
      expect(second.pagina).toBe(2);
      expect(second.data.length).toBe(Math.max(0, first.total - 20));
      const names = first.data.map((d: { nome_disciplina: string }) => d.nome_disciplina);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt')));
    });

    it('libraries of one campus only, with codCampus', async () => {
      const [campus] = (await get('/consulta/campus')).json().data;
      const libs = (await get(`/consulta/bibliotecas?codCampus=${campus.cod_campus}`)).json();
      expect(libs.total).toBeGreaterThan(0);
      for (const l of libs.data) expect(l.cod_campus).toBe(campus.cod_campus);
      expect(libs.total).toBeLessThan((await get('/consulta/bibliotecas')).json().total);
    });
  });

  describe('teaching plans', () => {
    it('are private: a visitor is refused', async () => {
      expect((await get('/acervo/meu-pergamum/plano-ensino/bibliografia?ano=2026', visitor)).statusCode).toBe(403);
    });

    it('§5: a search without any field is refused with its key', async () => {
      const res = await get('/acervo/meu-pergamum/plano-ensino/bibliografia', helena);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.teaching-plan-field-required');
      expect((await get('/acervo/meu-pergamum/plano-ensino/bibliografia?departamento=%20%20', helena)).statusCode).toBe(422);
    });

    it('offers departments, disciplines with plans and libraries', async () => {
      const options = (await get('/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', helena)).json();
      expect(options.departamentos).toContainEqual({ codigo: 'SAU', descricao: 'Ciências da Saúde' });
      expect(options.disciplinas.map((d: { nome_disciplina: string }) => d.nome_disciplina)).toContain('Anatomia Humana');
      expect(options.bibliotecas.length).toBeGreaterThan(0);
    });

    it("answers a discipline's plans with each title's copies, loans and copies short", async () => {
      const [plan] = await q<{ cod_plano: number; vagas: number }>(sql`SELECT cod_plano, vagas FROM plano_ensino WHERE cod_disciplina = 201 AND semestre = 1`);
      const [title] = await q<{ cod_acervo: number }>(sql`SELECT cod_acervo FROM plano_ensino_acervo WHERE cod_plano = ${plan.cod_plano} AND tipo = 'basica' ORDER BY cod_acervo LIMIT 1`);
      // Known numbers for one title: 7 loans over the years, 1 copy (so it is short for the vacancies).
      await app.ctx.database.exec(`DELETE FROM estatistica_emprestimo WHERE cod_acervo = ${title.cod_acervo};
        INSERT INTO estatistica_emprestimo (cod_acervo, ano, total) VALUES (${title.cod_acervo}, 2024, 3), (${title.cod_acervo}, 2025, 4);
        DELETE FROM exemplar e WHERE e.cod_acervo = ${title.cod_acervo} AND e.cod_exemplar <> (SELECT min(cod_exemplar) FROM exemplar WHERE cod_acervo = ${title.cod_acervo})
          AND NOT EXISTS (SELECT 1 FROM emprestimo m WHERE m.cod_exemplar = e.cod_exemplar) AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_exemplar = e.cod_exemplar);`);
      const [copies] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM exemplar WHERE cod_acervo = ${title.cod_acervo} AND situacao <> 'extraviado'`);
      const res = await get('/acervo/meu-pergamum/plano-ensino/bibliografia?disciplina=201&semestre=1', helena);
      expect(res.statusCode).toBe(200);
      const plans = res.json();
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject({ disciplina: 'Anatomia Humana', curso: 'Medicina', semestre: 1, vagas: plan.vagas });
      const entry = plans[0].bibliografia.find((b: { cod_acervo: number }) => b.cod_acervo === title.cod_acervo);
      expect(entry).toMatchObject({ tipo: 'basica', exemplares: copies.n, emprestimos: 7, faltam: Math.max(0, Math.ceil(plan.vagas / 5) - copies.n) });
      expect(entry.faltam).toBeGreaterThan(0);
      expect(plans[0].total_emprestimos).toBe(plans[0].bibliografia.reduce((s: number, b: { emprestimos: number }) => s + b.emprestimos, 0));
      // A department that has no plan: none.
      expect((await get('/acervo/meu-pergamum/plano-ensino/bibliografia?departamento=NADA', helena)).json()).toEqual([]);
    });
  });

  describe('npm run academic (the loader)', () => {
    const run = async (kind: string, file: string, mapping: Record<string, string> = {}) => {
      const events: LoadEvent[] = [];
      const result = await loadAcademic(app.ctx.database, kind, file, mapping, (e) => events.push(e));
      return { result, errors: events.filter((e) => e.event === 'row-error') };
    };

    it('loads departments, reports bad disciplines and writes the good ones; a second load updates', async () => {
      const deps = await run('departments', path.join(FIXTURES, 'departments.csv'));
      expect(deps.result).toMatchObject({ read: 2, created: 2, updated: 0, skipped: 0, failed: null });
      const disc = await run('disciplines', path.join(FIXTURES, 'disciplines.csv'));
      expect(disc.result).toMatchObject({ read: 4, created: 2, updated: 0, skipped: 2 });
      expect(disc.errors).toEqual([
        { event: 'row-error', line: 4, reason: 'unknown department "XYZ"' },
        { event: 'row-error', line: 5, reason: 'code "abc" is not a positive whole number' },
      ]);
      expect((await get('/consulta/disciplina/7001')).json()).toEqual({ cod_disciplina: 7001, nome_disciplina: 'Química Geral' });
      expect((await get('/consulta/disciplina/7003')).statusCode).toBe(404);
      const again = await run('disciplines', path.join(FIXTURES, 'disciplines.csv'));
      expect(again.result).toMatchObject({ created: 0, updated: 2, skipped: 2 });
      const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM departamento WHERE cod_departamento IN ('QUI', 'BIO')`);
      expect(n).toBe(2);
      expect((await q<{ nome: string }>(sql`SELECT nome FROM departamento WHERE cod_departamento = 'QUI'`))[0].nome).toBe('Química, Física e Materiais');
    });

    it('plans and their bibliography: bad rows reported, the plan searchable with its titles', async () => {
      const plans = await run('plans', path.join(FIXTURES, 'plans.csv'));
      expect(plans.result).toMatchObject({ read: 3, created: 1, skipped: 2 });
      expect(plans.errors.map((e) => e.event === 'row-error' && e.reason)).toEqual(['invalid semester "3" (1 or 2)', 'unknown discipline "9999"']);
      const [t] = await q<{ cod_acervo: number }>(sql`SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT 1`);
      const file = path.join(tmp, 'bib.csv');
      await fs.writeFile(file, `Disc;Curso;Ano;Semestre;Acervo;Tipo\n7001;1;2026;1;${t.cod_acervo};B\n7001;1;2026;1;99999999;C\n7001;1;2026;1;${t.cod_acervo};C\n`);
      const bib = await run('bibliography', file, { discipline: 'Disc' });
      expect(bib.result).toMatchObject({ read: 3, created: 1, skipped: 2 });
      const found = (await get('/acervo/meu-pergamum/plano-ensino/bibliografia?disciplina=7001', helena)).json();
      expect(found[0]).toMatchObject({ disciplina: 'Química Geral', ano: 2026, periodo: 2, vagas: 40 });
      expect(found[0].bibliografia.map((b: { cod_acervo: number; tipo: string }) => [b.cod_acervo, b.tipo])).toEqual([[t.cod_acervo, 'basica']]);
    });

    it('a file whose header lacks a required field is not read at all', async () => {
      const file = path.join(tmp, 'no-name.csv');
      await fs.writeFile(file, 'codigo,campus\n77,1\n');
      const { result } = await run('courses', file);
      expect(result).toMatchObject({ read: 0, created: 0, failed: 'the header has no column for: name' });
      expect((await get('/consulta/curso/77')).statusCode).toBe(404);
    });
  });
});
