import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

/** cod_acervo of a demo record by its LoC control number (001). */
async function titleByControl(app: FastifyInstance, control: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(app.ctx.database.db, sql`SELECT cod_acervo AS id FROM acervo WHERE numero_controle = ${control}`);
  if (!row) throw new Error(`demo record ${control} missing`);
  return row.id;
}

describe(`title sub-pages: links, covers, summaries, permissions, libraries, closed collection (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let yearsOfDust: number; // LoC 15232751: 505 contents, 520 summary, two 856 ind2 2
  let omalley: number; // LoC 2624894: 856 42 publisher description, 856 41 table of contents
  beforeAll(async () => {
    app = await testApp();
    auth = bearer(await publicToken(app));
    yearsOfDust = await titleByControl(app, '15232751');
    omalley = await titleByControl(app, '2624894');
  });
  afterAll(() => app.close());
  const get = (url: string, headers = auth) => app.inject({ url, headers });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, query);

  it('lists the 856 links with their labels and what the second indicator means', async () => {
    const links = (await get(`/api/acervo/${omalley}/links`)).json();
    expect(links).toEqual([
      expect.objectContaining({ seq_paragrafo: 1, url: 'http://www.loc.gov/catdir/enhancements/fy0603/98190991-d.html', descricao: 'Publisher description', materiais: 'Publisher description', relacao: 'relacionado', acesso_restrito: false }),
      expect.objectContaining({ seq_paragrafo: 2, descricao: 'Table of contents only', relacao: 'versao' }),
    ]);
  });

  it('gives the links of a result list, leaving out unknown titles', async () => {
    const res = await get(`/api/vinculos/links-resultado?acervos=${yearsOfDust}&acervos=${omalley}&acervos=987654321`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { cod_acervo: number }) => x.cod_acervo)).toEqual([yearsOfDust, omalley]);
    expect(list[0].links.map((l: { descricao: string }) => l.descricao)).toEqual(['Publisher description', 'Contributor biographical information']);
  });

  it('gives covers from link_capa, none when the title has none, and the default cover', async () => {
    expect((await get(`/api/vinculos/imagem?cod_acervo=${omalley}`)).json()).toEqual([]);
    await rows(sql`UPDATE acervo SET link_capa = 'https://covers.example.org/omalley.jpg' WHERE cod_acervo = ${omalley}`);
    expect((await get(`/api/vinculos/imagem?cod_acervo=${omalley}&limite=3`)).json()).toEqual([{ url: 'https://covers.example.org/omalley.jpg', descricao: null }]);
    expect((await get('/api/vinculos/imagem?cod_acervo=987654321')).statusCode).toBe(404);
    expect((await get('/api/consulta/imagem-padrao')).json()).toEqual({ url: '/capa-padrao.svg' });
  });

  it('records a link access with 204', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/vinculos/estatistica-acesso', headers: auth,
      payload: { cod_acervo: omalley, seq_paragrafo: 1, url: 'http://www.loc.gov/catdir/enhancements/fy0603/98190991-d.html', browser: 'Chromium' } });
    expect(res.statusCode).toBe(204);
  });

  it('splits the 505 contents and gives the 520 summary', async () => {
    const data = (await get(`/api/sumario/${yearsOfDust}/dados`)).json();
    expect(data.sumarios.map((s: { titulo: string }) => s.titulo)).toEqual([
      'Prologue : darkness at noon', 'The Great Plains world', 'Conquering the Great Plains', 'The coming of the farmers',
      'In hard times', 'Dust Bowl days', 'Refugees in their own land', 'The New Deal', 'Future dust bowls',
    ]);
    expect(data.sumarios[0]).toMatchObject({ seq: 1, autores: [], paginas: null });
    expect(data.resumos).toEqual([{ tipo: 'resumo', texto: 'The causes and results of the Dust Bowl and how the lessons learned are still used today' }]);
    expect(data.link).toBeNull();
    expect((await get(`/api/sumario/${omalley}/dados`)).json()).toMatchObject({
      sumarios: [], resumos: [], link: 'http://www.loc.gov/catdir/enhancements/fy0603/98190991-t.html',
    });
  });

  it('offers holds only when every loanable copy is out, loan requests when one is in', async () => {
    const [out] = await rows<{ id: number }>(sql`SELECT cod_acervo AS id FROM exemplar GROUP BY cod_acervo
      HAVING bool_and(situacao = 'emprestado' AND tipo_emprestimo <> 'consulta local') ORDER BY 1 LIMIT 1`);
    const [inside] = await rows<{ id: number; n: number }>(sql`SELECT cod_acervo AS id, count(*)::int AS n FROM exemplar
      WHERE situacao = 'disponivel' AND tipo_emprestimo <> 'consulta local' GROUP BY cod_acervo ORDER BY 1 LIMIT 1`);
    expect((await get(`/api/acervo/${out.id}/permissoes`)).json()).toMatchObject({
      reserva: true, solicitacao_emprestimo: false, exemplares_disponiveis: 0, login_necessario: true, comentario: true,
    });
    expect((await get(`/api/acervo/${inside.id}/permissoes`)).json()).toMatchObject({
      reserva: false, solicitacao_emprestimo: true, exemplares_disponiveis: inside.n,
    });
    const patron = bearer((await login(app, 'aluno')).access_token);
    expect((await get(`/api/acervo/${inside.id}/permissoes`, patron)).json().login_necessario).toBe(false);
    expect((await get('/api/acervo/987654321/permissoes')).statusCode).toBe(404);
  });

  it('lists the libraries holding a title', async () => {
    const expected = await rows<{ cod_biblioteca: number }>(sql`SELECT DISTINCT cod_biblioteca FROM exemplar WHERE cod_acervo = ${omalley} ORDER BY 1`);
    const libraries = (await get(`/api/acervo/${omalley}/bibliotecas`)).json();
    expect(libraries.map((l: { cod_biblioteca: number }) => l.cod_biblioteca).sort()).toEqual(expected.map((e) => e.cod_biblioteca));
    expect(libraries[0]).toMatchObject({ desc_biblioteca: expect.any(String), cod_campus: expect.any(Number) });
    expect((await get('/api/acervo/987654321/bibliotecas')).statusCode).toBe(404);
  });

  it('answers the copies kept in the closed collection', async () => {
    await rows(sql`UPDATE exemplar SET colecao = 'Reserva técnica' WHERE cod_exemplar = (SELECT min(cod_exemplar) FROM exemplar WHERE cod_acervo = ${yearsOfDust})`);
    const copies = (await get(`/api/dados-armazem?cod_acervo=${yearsOfDust}`)).json();
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((c: { colecao: string }) => c.colecao === 'Reserva técnica')).toBe(true);
    expect((await get(`/api/acervo/${yearsOfDust}/permissoes`)).json().acervo_fechado).toBe(true);
    expect((await get(`/api/dados-armazem?cod_acervo=${yearsOfDust}&cod_biblioteca=${copies[0].cod_biblioteca}&volume=v.%2099`)).json()).toEqual([]);
    expect((await get('/api/dados-armazem?cod_acervo=987654321')).statusCode).toBe(404);
  });
});
