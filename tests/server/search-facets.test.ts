import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Facet { tipo: string; codigo: string; descricao: string; total: number; totalSemFiltro: number; selecionado: boolean }
interface Result { total: number; data: { cod_acervo: number; titulo: string; ano_publicacao: number | null }[]; filtros: Facet[]; sugestoes: { termo: string; total: number }[] }

describe(`search facets, every letter of §4 (${backendName})`, () => {
  const api = visitorApp();
  const search = async (qs: string): Promise<Result> => {
    const res = await api.app.inject({ url: `/api/consulta?${qs}`, headers: api.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(api.app.ctx.database.db, query);

  it('shows each dados_adicionais letter with the heading of a title that has it, and filters by it', async () => {
    const letters = ['A', 'P', 'N', 'G', 'F', 'D', 'O', 'S', 'C', 'E', 'L', 'M'];
    let checked = 0;
    for (const letter of letters) {
      const [title] = await rows<{ cod_acervo: number; valor: string }>(sql`
        SELECT cod_acervo, dados_adicionais -> ${letter} ->> 0 AS valor FROM acervo
        WHERE dados_adicionais ? ${letter} ORDER BY cod_acervo LIMIT 1`);
      if (!title) continue; // the minimal catalogue has no 337/338 (M)
      checked += 1;
      const base = await search(`termo=${encodeURIComponent(await firstWord(title.cod_acervo))}`);
      const entry = base.filtros.find((f) => f.tipo === letter && f.codigo === title.valor);
      expect(entry, `${letter} ${title.valor}`).toBeDefined();
      const narrowed = await search(`termo=${encodeURIComponent(await firstWord(title.cod_acervo))}&filtro=${encodeURIComponent(`${letter}:${title.valor}`)}`);
      expect(narrowed.data.map((d) => d.cod_acervo)).toContain(title.cod_acervo);
      expect(narrowed.filtros.find((f) => f.tipo === letter && f.codigo === title.valor)?.selecionado).toBe(true);
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  const firstWord = async (id: number) => {
    const [t] = await rows<{ titulo: string }>(sql`SELECT titulo FROM acervo WHERE cod_acervo = ${id}`);
    return t.titulo.split(/\s+/).filter((w) => w.replace(/\W/g, '').length > 3).sort((a, b) => b.length - a.length)[0].replace(/[^\p{L}\p{N}]/gu, '');
  };

  it('counts libraries (B), campuses (U), types (T), years (Y), languages (I) and X over the whole match set', async () => {
    const base = await search('termo=history');
    const letters = new Set(base.filtros.map((f) => f.tipo));
    for (const l of ['B', 'U', 'T', 'Y', 'I', 'P', 'A']) expect(letters, l).toContain(l);
    // Every matched title has copies in some campus, and each campus entry counts distinct titles.
    const campuses = base.filtros.filter((f) => f.tipo === 'U');
    expect(Math.max(...campuses.map((c) => c.total))).toBeLessThanOrEqual(base.total);
    const [campus] = campuses;
    const inCampus = await search(`termo=history&filtro=U:${campus.codigo}&quantPag=100`);
    expect(inCampus.total).toBe(campus.total);
    // A campus is the OR of its libraries: the titles of the campus' libraries together.
    const [{ libs }] = await rows<{ libs: number[] }>(sql`SELECT array_agg(cod_biblioteca) AS libs FROM biblioteca WHERE cod_campus = ${Number(campus.codigo)}`);
    const viaLibraries = await search(`termo=history&${libs.map((l) => `filtro=B:${l}`).join('&')}`);
    expect(viaLibraries.total).toBe(campus.total);
    // Y lists newest first, 'sem-data' last.
    const years = base.filtros.filter((f) => f.tipo === 'Y').map((f) => f.codigo).filter((c) => c !== 'sem-data').map(Number);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('ANDs across letters and ORs within one, with counts that follow', async () => {
    const base = await search('termo=history');
    const [lang] = base.filtros.filter((f) => f.tipo === 'I');
    const types = base.filtros.filter((f) => f.tipo === 'T');
    const both = await search(`termo=history&filtro=I:${lang.codigo}&${types.map((t) => `filtro=T:${t.codigo}`).join('&')}`);
    expect(both.total).toBe(lang.total); // every type selected = no narrowing by T
    const oneType = types[0];
    const narrowed = await search(`termo=history&filtro=I:${lang.codigo}&filtro=T:${oneType.codigo}`);
    const typeEntry = narrowed.filtros.find((f) => f.tipo === 'T' && f.codigo === oneType.codigo)!;
    expect(typeEntry.total).toBe(narrowed.total);
    expect(typeEntry.totalSemFiltro).toBe(oneType.totalSemFiltro);
    expect(narrowed.total).toBeLessThanOrEqual(Math.min(lang.total, oneType.total));
  });

  it('ignores malformed filters; archival letters (R, K) name only the demo archive\'s codes', async () => {
    const plain = await search('termo=history');
    const odd = await search(`termo=history&filtro=${encodeURIComponent('T:abc')}&filtro=${encodeURIComponent('Y:19x')}&filtro=${encodeURIComponent('Q:1')}&filtro=${encodeURIComponent('X:Z')}&filtro=${encodeURIComponent('K:no-route')}&filtro=${encodeURIComponent('R:two words')}`);
    expect(odd.total).toBe(plain.total);
    expect(plain.filtros.filter((f) => f.tipo === 'R').every((f) => ['ARQ-CENTRAL', 'ARQ-HISTORICO'].includes(f.codigo))).toBe(true);
    expect(plain.filtros.filter((f) => f.tipo === 'K').every((f) => /^\d+;[\d.]+$/.test(f.codigo))).toBe(true);
    const filters = await api.app.inject({ url: '/api/consulta/filtros', headers: api.auth });
    expect(filters.json().map((f: { tipo: string }) => f.tipo)).toEqual(['B', 'P', 'A', 'S', 'C', 'E', 'U', 'F', 'N', 'O', 'D', 'L', 'G', 'M', 'T', 'Y', 'X', 'I', 'R', 'K']);
    const sorts = await api.app.inject({ url: '/api/consulta/ordenacao', headers: api.auth });
    expect(sorts.json().map((s: { codigo: string }) => s.codigo)).toEqual(['C', 'D', 'A']);
  });
});
