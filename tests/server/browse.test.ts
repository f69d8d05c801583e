import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Entry { cabecalho: string; total: number; consulta: { campo: string; valor: string } }
interface Page { tipo: string; entradas: Entry[]; anterior: string | null; proximo: string | null }

describe(`browse indexes and authorities (${backendName})`, () => {
  const api = visitorApp();
  const get = api.get;
  const browse = async (qs: string): Promise<Page> => {
    const res = await get(`/api/consulta/indice?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const key = (h: string) => h.replace(/^[\s!-/:-@[-`{-~]+/, '').normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

  it('lists the index types', async () => {
    const res = await get('/api/consulta/opcoes-indice');
    expect(res.json().map((o: { codigo: string }) => o.codigo)).toEqual(['titulo', 'autor', 'assunto', 'serie', 'classificacao', 'isbn', 'issn']);
  });

  it('pages the subject index forwards and back to the same headings, in order, with counts', async () => {
    const first = await browse('tipo=assunto&quantidade=5');
    expect(first.entradas).toHaveLength(5);
    expect(first.anterior).toBeNull();
    const keys = first.entradas.map((e) => key(e.cabecalho));
    expect([...keys].sort()).toEqual(keys);
    const second = await browse(`tipo=assunto&quantidade=5&termo=${encodeURIComponent(first.proximo!)}`);
    expect(second.entradas[0].cabecalho).toBe(first.proximo);
    expect(key(second.entradas[0].cabecalho) > keys[4]).toBe(true);
    const back = await browse(`tipo=assunto&quantidade=5&direcao=tras&termo=${encodeURIComponent(second.anterior!)}`);
    expect(back.entradas).toEqual(first.entradas);
    expect(back.anterior).toBeNull();
    expect(back.proximo).toBe(second.entradas[0].cabecalho);
    // Each count is the number of titles carrying the heading.
    const [{ n }] = await queryRows<{ n: number }>(api.app.ctx.database.db, sql`
      SELECT count(*)::int AS n FROM acervo WHERE ${first.entradas[0].cabecalho} = ANY(assuntos)`);
    expect(first.entradas[0].total).toBe(n);
  });

  it('jumps to a term, and each entry leads to its titles', async () => {
    const page = await browse('tipo=autor&termo=smi&quantidade=3');
    expect(key(page.entradas[0].cabecalho) >= 'smi').toBe(true);
    expect(page.anterior).toBe(page.entradas[0].cabecalho);
    const entry = page.entradas[0];
    const res = await get(`/api/consulta?campo=${entry.consulta.campo}&valor=${encodeURIComponent(entry.consulta.valor)}&quantPag=100`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(entry.total);
    const titles = await browse('tipo=titulo&termo=zzzzzz');
    expect(titles.entradas).toEqual([]);
    expect(titles.proximo).toBeNull();
  });

  it('searches authorities by heading and type, and lists the 12 types in Portuguese', async () => {
    const res = await get('/api/autoridade?termo=smith&tipo=pessoa');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThan(0);
    for (const a of page.data) expect(a.tipo).toBe('pessoa');
    expect(page.data.some((a: { cabecalho: string }) => /smith/i.test(a.cabecalho))).toBe(true);
    const types = (await get('/api/autoridade/combo')).json();
    expect(types).toHaveLength(12);
    expect(types.find((t: { tipo: string }) => t.tipo === 'pessoa')).toMatchObject({ descricao: 'Autor pessoa', total: expect.any(Number) });
    expect(types.find((t: { tipo: string }) => t.tipo === 'pessoa').total).toBeGreaterThan(0);
  });

  it("links an authority to the titles carrying its heading", async () => {
    const db = api.app.ctx.database.db;
    // A real subject of the catalogue, given an authority record (the minimal catalogue's names match no title).
    const [s] = await queryRows<{ heading: string; n: number }>(db, sql`
      SELECT s AS heading, count(*)::int AS n FROM acervo, unnest(assuntos) s GROUP BY s ORDER BY count(*) DESC, s LIMIT 1`);
    const [{ id }] = await queryRows<{ id: number }>(db, sql`
      INSERT INTO autoridade (numero_controle, tipo, cabecalho, marc) VALUES ('test-subject', 'assunto', ${`${s.heading}.`},
        ${JSON.stringify({ leader: '00000nz  a2200000n  4500', fields: [{ tag: '150', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: s.heading }] }] })}::jsonb)
      RETURNING cod_autoridade AS id`);
    const detail = (await get(`/api/autoridade/${id}`)).json();
    expect(detail.titulos).toHaveLength(s.n);
    const found = (await get(`/api/autoridade?termo=${encodeURIComponent(s.heading)}&tipo=assunto`)).json();
    expect(found.data.find((a: { cod_autoridade: number }) => a.cod_autoridade === id).total_titulos).toBe(s.n);
  });
});
