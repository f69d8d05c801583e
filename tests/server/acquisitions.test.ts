import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Facet { tipo: string; codigo: string; descricao: string; total: number; selecionado: boolean; campus?: string }
interface Result { total: number; exibicao: string; desde: string; data: { cod_acervo: number }[]; filtros: Facet[] }

describe(`new acquisitions (${backendName})`, () => {
  const api = visitorApp();
  const list = async (qs = ''): Promise<Result> => {
    const res = await api.app.inject({ url: `/api/consulta/novas-aquisicoes?${qs}`, headers: api.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(api.app.ctx.database.db, query))[0].n);

  it('lists the titles acquired in the last 60 days, newest first, in display C', async () => {
    const res = await list('quantPag=100');
    const expected = await count(sql`SELECT count(DISTINCT cod_acervo)::int AS n FROM exemplar WHERE data_aquisicao >= current_date - 60`);
    expect(expected).toBeGreaterThan(0);
    expect(res.total).toBe(expected);
    expect(res.exibicao).toBe('C');
    const all = await count(sql`SELECT count(*)::int AS n FROM acervo`);
    expect(res.total).toBeLessThan(all);
    const dates = await queryRows<{ cod_acervo: number; d: string }>(api.app.ctx.database.db, sql`
      SELECT cod_acervo, to_char(max(data_aquisicao), 'YYYY-MM-DD') AS d FROM exemplar
      WHERE cod_acervo = ANY(${sql.param(res.data.map((d) => d.cod_acervo))}::int[]) GROUP BY cod_acervo`);
    const byId = new Map(dates.map((d) => [d.cod_acervo, d.d]));
    const ordered = res.data.map((d) => byId.get(d.cod_acervo)!);
    expect([...ordered].sort().reverse()).toEqual(ordered);
    expect((await list('dias=730&quantPag=10')).total).toBeGreaterThan(res.total);
  });

  it('filters by course and campus (NA_C) and by area (NA_A), with counts', async () => {
    const res = await list('dias=800');
    const courses = res.filtros.filter((f) => f.tipo === 'NA_C');
    const areas = res.filtros.filter((f) => f.tipo === 'NA_A');
    expect(courses.length).toBeGreaterThan(0);
    expect(areas.length).toBeGreaterThan(0);
    const course = courses[0];
    expect(course.campus).toMatch(/^Campus /);
    const byCourse = await list(`dias=800&filtro=NA_C:${course.codigo}&quantPag=100`);
    expect(byCourse.total).toBe(course.total);
    const inBibliography = await count(sql`SELECT count(*)::int AS n FROM curso_acervo WHERE cod_curso = ${Number(course.codigo)}
      AND cod_acervo = ANY(${sql.param(byCourse.data.map((d) => d.cod_acervo))}::int[])`);
    expect(inBibliography).toBe(byCourse.data.length);
    const area = areas.find((a) => a.descricao === 'História')!;
    const byArea = await list(`dias=800&filtro=NA_A:${area.codigo}`);
    expect(byArea.total).toBe(area.total);
    const both = await list(`dias=800&filtro=NA_A:${area.codigo}&filtro=NA_C:${course.codigo}`);
    expect(both.total).toBeLessThanOrEqual(Math.min(area.total, course.total));
  });
});
