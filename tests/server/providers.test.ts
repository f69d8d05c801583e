// Third-party providers (issue 25 item 4): each behind a configured provider, asked by the
// server (a local fake here, never the internet); unset or failing, the §8 messages; every
// access counted in acesso_link, and a failure to count ignored.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSettings } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

const client = { browser: 'Chromium', device: 'desktop', os: 'Linux' };
const PEARSON = 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/2025';

describe(`third-party providers (${backendName})`, () => {
  let fake: FakeProvider;
  let app: FastifyInstance;
  let unset: FastifyInstance;
  let aluno: Record<string, string>;
  let semCpf: Record<string, string>;
  let visitor: Record<string, string>;
  let title: number;
  let pearsonSeq: number;
  const settings = (f: FakeProvider, key = f.key): ProviderSettings => {
    const at = (name: string) => ({ url: `${f.url}/${name}`, key });
    return { pearson: at('pearson'), grupoa: at('grupoa'), target: at('target'), eventum: at('eventum'), abnt: at('abnt'), timeoutMs: 3000 };
  };
  const count = async (fornecedor: string) => (await queryRows<{ n: number }>(app.ctx.database.db, sql`
    SELECT count(*)::int AS n FROM acesso_link WHERE fornecedor = ${fornecedor}`))[0].n;

  beforeAll(async () => {
    fake = await startFakeProvider();
    app = await testApp({ providers: settings(fake) });
    unset = await testApp();
    aluno = bearer((await login(app, 'aluno')).access_token);
    semCpf = bearer((await login(app, 'comunidade')).access_token);
    visitor = bearer(await publicToken(app));
    const [row] = await queryRows<{ cod_acervo: number; seq: number }>(app.ctx.database.db, sql`
      SELECT a.cod_acervo, f.n::int AS seq FROM acervo a, jsonb_array_elements(a.marc->'fields') WITH ORDINALITY AS e(field, i),
             LATERAL (SELECT count(*) FROM jsonb_array_elements(a.marc->'fields') WITH ORDINALITY g(x, j) WHERE g.x->>'tag' = '856' AND j <= e.i) f(n)
       WHERE e.field->>'tag' = '856' AND e.field::text LIKE ${`%${PEARSON}%`}`);
    ({ cod_acervo: title, seq: pearsonSeq } = row);
  });
  afterAll(async () => {
    await app?.close();
    await unset?.close();
    await fake?.close();
  });

  it('marks the seeded Pearson link as restricted', async () => {
    const links = (await app.inject({ url: `/api/acervo/${title}/links`, headers: visitor })).json();
    expect(links).toContainEqual(expect.objectContaining({ seq_paragrafo: pearsonSeq, url: PEARSON, acesso_restrito: true }));
  });

  it('opens a Pearson e-book: the provider is asked with the CPF, the page gets the form to post; the access is counted', async () => {
    const before = await count('pearson');
    const res = await app.inject({ method: 'POST', url: `/api/vinculos/acesso-restrito/${title}/s/${pearsonSeq}`, headers: aluno, payload: client });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pearson: true, dados: { url: `${fake.url}/pearson/login`, campos: { token: expect.stringMatching(/^tk-\d{11}$/), isbn: PEARSON } } });
    const asked = fake.requests.at(-1)!;
    expect(asked).toMatchObject({ path: '/pearson/acesso', authorization: `Bearer ${fake.key}`, body: { documento: PEARSON, login: 'aluno' } });
    expect(await count('pearson')).toBe(before + 1);
  });

  it('answers the §8 messages: no CPF, not configured, document not available, supplier refused, service down', async () => {
    const noCpf = await app.inject({ method: 'POST', url: `/api/vinculos/acesso-restrito/${title}/s/${pearsonSeq}`, headers: semCpf, payload: client });
    expect([noCpf.statusCode, noCpf.json().message]).toEqual([422, 'error.no-cpf']);
    const unsetAluno = bearer((await login(unset, 'aluno')).access_token);
    const notConfigured = await unset.inject({ method: 'POST', url: `/api/vinculos/acesso-restrito/${title}/s/${pearsonSeq}`, headers: unsetAluno, payload: client });
    expect([notConfigured.statusCode, notConfigured.json().message]).toEqual([422, 'ACESSO_AUTOMATICO_NAO_CONFIGURADO']);
    const missing = await app.inject({ url: '/api/vinculos/abnt/NBR-indisponivel', headers: aluno });
    expect([missing.statusCode, missing.json().message]).toEqual([422, 'error.document-unavailable']);
    const wrongKey = await testApp({ providers: settings(fake, 'outra') });
    const down = await testApp({ providers: { ...settings(fake), abnt: { url: 'http://127.0.0.1:9', key: null } } });
    try {
      const refused = await wrongKey.inject({ url: '/api/vinculos/abnt/NBR6023', headers: bearer((await login(wrongKey, 'aluno')).access_token) });
      expect([refused.statusCode, refused.json().message]).toEqual([422, 'error.ebook-supplier-not-found']);
      const unreachable = await down.inject({ url: '/api/vinculos/abnt/NBR6023', headers: bearer((await login(down, 'aluno')).access_token) });
      expect([unreachable.statusCode, unreachable.json().message]).toEqual([422, 'error.document-service-unavailable']);
    } finally {
      await wrongKey.close();
      await down.close();
    }
    const noLink = await app.inject({ method: 'POST', url: `/api/vinculos/acesso-restrito/${title}/s/99`, headers: aluno, payload: client });
    expect(noLink.statusCode).toBe(404);
  });

  it('ABNT, Target and Grupo A answer an address to open, each counted', async () => {
    const abnt = await app.inject({ url: '/api/vinculos/abnt/NBR6023', headers: aluno });
    expect(abnt.json()).toEqual({ url: `${fake.url}/abnt/leitor?doc=NBR6023` });
    const target = await app.inject({ url: '/api/vinculos/target/NBR14724', headers: aluno });
    expect(target.json()).toEqual({ url: `${fake.url}/target/leitor?doc=NBR14724` });
    const grupoa = await app.inject({ method: 'POST', url: '/api/vinculos/grupoa', headers: aluno, payload: { sessionid: 'sessao-123' } });
    expect(grupoa.json()).toEqual({ url: `${fake.url}/grupoa/leitor?doc=sessao-123` });
    expect(fake.requests.at(-1)!.body).toMatchObject({ sessionid: 'sessao-123' });
    expect([await count('abnt'), await count('target'), await count('grupoa')]).toEqual([1, 1, 1]);
    expect((await app.inject({ url: '/api/vinculos/abnt/NBR6023', headers: visitor })).statusCode).toBe(403);
  });

  it("searches Target's standards and lists Eventum's events, keeping only well-formed entries; unset, empty lists", async () => {
    const products = await app.inject({ url: '/api/consulta/produtos-target?termoPesquisa=refer%C3%AAncias', headers: visitor });
    expect(products.json()).toEqual([
      { id: 'NBR6023', codigo: 'ABNT NBR 6023', titulo: 'Informação e documentação — Referências (referências)', tipo: 'Norma', data_publicacao: '2018-11-14' },
      { id: '42', codigo: null, titulo: 'Sem código', tipo: null, data_publicacao: null },
    ]);
    const events = await app.inject({ url: '/api/parametros/eventos_eventum', headers: visitor });
    expect(events.json()).toEqual([{ id: 'ev1', titulo: 'Semana do livro', descricao: 'Palestras', data_inicio: '2026-10-20T13:00:00.000Z', data_fim: null, local: 'Auditório', link: 'https://eventum.example/ev1' }]);
    const unsetVisitor = bearer(await publicToken(unset));
    expect((await unset.inject({ url: '/api/parametros/eventos_eventum', headers: unsetVisitor })).json()).toEqual([]);
    expect((await unset.inject({ url: '/api/consulta/produtos-target?termoPesquisa=x', headers: unsetVisitor })).json()).toEqual([]);
    const down = await testApp({ providers: { ...settings(fake), eventum: { url: 'http://127.0.0.1:9', key: null } } });
    try {
      const failed = await down.inject({ url: '/api/parametros/eventos_eventum', headers: bearer(await publicToken(down)) });
      expect([failed.statusCode, failed.json().message]).toEqual([422, 'error.events-service-unavailable']);
    } finally {
      await down.close();
    }
  });

  it('stores plain link accesses with the signed-in patron, ignores a failure to store, and exports them to their owner only', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/vinculos/estatistica-acesso', headers: aluno,
      payload: { cod_acervo: title, seq_paragrafo: 1, url: 'https://example.org/livro', user_id: 999, ...client } });
    expect(res.statusCode).toBe(204);
    const [stored] = await queryRows<{ login: string; browser: string }>(app.ctx.database.db, sql`
      SELECT p.login, l.browser FROM acesso_link l JOIN pessoa p USING (cod_pessoa) WHERE l.url = 'https://example.org/livro'`);
    expect(stored).toEqual({ login: 'aluno', browser: 'Chromium' });
    const mine = (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: aluno })).json();
    expect(mine.acessos_links.map((a: { url: string }) => a.url)).toContain('https://example.org/livro');
    const theirs = (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: semCpf })).json();
    expect(theirs.acessos_links).toEqual([]);
    // §7: a failure to record is ignored silently (the table gone, the answer still 204).
    await app.ctx.database.db.execute(sql`ALTER TABLE acesso_link RENAME TO acesso_link_fora`);
    try {
      const ignored = await app.inject({ method: 'POST', url: '/api/vinculos/estatistica-acesso', headers: visitor, payload: { cod_acervo: title, seq_paragrafo: 1, url: 'https://x.org' } });
      expect(ignored.statusCode).toBe(204);
    } finally {
      await app.ctx.database.db.execute(sql`ALTER TABLE acesso_link_fora RENAME TO acesso_link`);
    }
  });
});
