import { describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Facet { tipo: string; codigo: string; total: number; totalSemFiltro: number; selecionado: boolean }

describe(`GET /api/consulta on the real records (${backendName})`, () => {
  const api = visitorApp();
  const search = (qs: string) => api.app.inject({ url: `/api/consulta?${qs}`, headers: api.auth });

  it('finds real titles, 20 per page by default, with availability', async () => {
    const res = await search('termo=history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.length).toBe(Math.min(20, body.total));
    expect(body.data[0]).toMatchObject({ cod_acervo: expect.any(Number), titulo: expect.any(String) });
    expect(body.data[0].exemplares_total).toBeGreaterThan(0);
  });

  it('refuses a blank term with the §5 message', async () => {
    const res = await search('termo=%20%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.search-term-required');
  });

  it('ignores accents and stems Portuguese words', async () => {
    const a = (await search('termo=educacao')).json().total;
    const b = (await search('termo=Educa%C3%A7%C3%A3o')).json().total;
    expect(a).toBe(b);
  });

  it('counts facets over the whole match set; AND across letters, OR within a letter', async () => {
    const base = (await search('termo=united%20states')).json();
    const types = base.filtros.filter((f: Facet) => f.tipo === 'Y');
    expect(types.length).toBeGreaterThan(1);
    const [y1, y2] = types;
    const one = (await search(`termo=united%20states&filtro=Y:${y1.codigo}`)).json();
    expect(one.total).toBe(y1.total);
    const both = (await search(`termo=united%20states&filtro=Y:${y1.codigo}&filtro=Y:${y2.codigo}`)).json();
    expect(both.total).toBe(y1.total + y2.total);
    // The year counts themselves stay those of the unfiltered letter (OR within Y)…
    expect(both.filtros.find((f: Facet) => f.tipo === 'Y' && f.codigo === y1.codigo).total).toBe(y1.total);
    // …while another letter's counts shrink to the filtered set (AND across letters).
    const langTotal = both.filtros.filter((f: Facet) => f.tipo === 'I').reduce((s: number, f: Facet) => s + f.total, 0);
    expect(langTotal).toBe(both.total);
    expect(both.filtros.find((f: Facet) => f.codigo === y1.codigo).selecionado).toBe(true);
  });

  it('pages, sorts by year and answers odd queries without failing', async () => {
    const newest = (await search('termo=history&ordenacao=D&quantPag=10')).json();
    const years = newest.data.map((d: { ano_publicacao: number | null }) => d.ano_publicacao).filter((y: number | null) => y !== null);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    for (const q of ['"unclosed', 'a OR -b', '!!!', '😀📚', 'x'.repeat(2000), "'; drop table acervo; --"]) {
      const res = await search(`termo=${encodeURIComponent(q)}`);
      expect(res.statusCode, q.slice(0, 20)).toBe(200);
    }
  });
});
