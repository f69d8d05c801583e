import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';

interface MarcRow { paragrafo: string; seq_paragrafo: number; secao: string | null; descricao: string }

describe(`title details, MARC rows, copies and authorities (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let id: number;
  let titulo: string;
  beforeAll(async () => {
    app = await testApp();
    auth = bearer(await publicToken(app));
    const first = (await app.inject({ url: '/api/consulta?termo=history', headers: auth })).json().data[0];
    id = first.cod_acervo;
    titulo = first.titulo;
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ url, headers: auth });

  it('gives the title found by the search, with its extracted fields', async () => {
    const res = await get(`/api/acervo/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cod_acervo: id, titulo, numero_controle: expect.any(String) });
    expect(Array.isArray(res.json().assunto)).toBe(true);
  });

  it('gives the MARC record as rows whose 245 holds the title', async () => {
    const rows: MarcRow[] = (await get(`/api/acervo/${id}/marc`)).json();
    expect(rows[0].paragrafo).toBe('LDR');
    const t245a = rows.find((r) => r.paragrafo === '245' && r.secao === 'a');
    expect(t245a).toBeDefined();
    expect(titulo.startsWith(t245a!.descricao.trim())).toBe(true);
  });

  it('lists the copies of the title by library', async () => {
    const copies = (await get(`/api/acervo/${id}/exemplares`)).json();
    expect(copies.length).toBeGreaterThan(0);
    expect(copies[0]).toMatchObject({ desc_biblioteca: expect.any(String), situacao: expect.any(String) });
    const lib = copies[0].cod_biblioteca;
    const one = (await get(`/api/acervo/${id}/exemplares?cod_unidade=${lib}`)).json();
    expect(one.every((c: { cod_biblioteca: number }) => c.cod_biblioteca === lib)).toBe(true);
  });

  it('answers 404 for an unknown title or authority', async () => {
    expect((await get('/api/acervo/987654321')).statusCode).toBe(404);
    expect((await get('/api/acervo/987654321/marc')).statusCode).toBe(404);
    expect((await get('/api/autoridade/987654321')).statusCode).toBe(404);
  });

  it('gives an authority with its heading, references and MARC rows', async () => {
    const [row] = await queryRows<{ id: number; cabecalho: string }>(app.ctx.database.db,
      sql`SELECT cod_autoridade AS id, cabecalho FROM autoridade WHERE cardinality(ver) > 0 ORDER BY cod_autoridade LIMIT 1`);
    const res = await get(`/api/autoridade/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cod_autoridade: row.id, cabecalho: row.cabecalho });
    expect(res.json().ver.length).toBeGreaterThan(0);
    expect(res.json().marc.some((r: MarcRow) => r.paragrafo.startsWith('1'))).toBe(true);
  });
});
