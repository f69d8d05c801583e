// Acquisitions (issue 25 item 2): the patron's suggestions, statuses and statistics, the
// open-suggestion limit, the professors' path, purchase orders, and the staff queue that
// moves a suggestion (audit row, alert reaching the patron).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, testApp } from '../support/server-app';

const one = async <T>(app: FastifyInstance, query: ReturnType<typeof sql>) => (await queryRows<T>(app.ctx.database.db, query))[0];

describe(`acquisition suggestions (${backendName})`, () => {
  let app: FastifyInstance;
  let aluno: Record<string, string>;
  let tecnico: Record<string, string>;
  let professor: Record<string, string>;
  let staff: Record<string, string>;
  let circulationOnly: Record<string, string>;
  let library: { cod: number; campus: number };
  const get = (url: string, headers: Record<string, string>, lang = '1') => app.inject({ url, headers: { ...headers, lang } });
  const suggest = (headers: Record<string, string>, titulo: string) => app.inject({
    method: 'POST', url: '/api/unidade-informacao/sugestao-aquisicao', headers,
    payload: { campus: library.campus, biblioteca: library.cod, titulo, editor: 'Editora', chave_cliente: randomUUID() },
  });

  beforeAll(async () => {
    app = await testApp({ suggestionOpenLimit: 3 });
    library = await one(app, sql`SELECT cod_biblioteca AS cod, cod_campus AS campus FROM biblioteca ORDER BY cod_biblioteca LIMIT 1`);
    // A staff member with the circulation role only: the suggestion queue is cataloguing's.
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'monitor'`);
    [aluno, tecnico, professor, staff, circulationOnly] = await Promise.all(
      ['aluno', 'tecnico', 'professor', 'catalogador', 'monitor'].map(async (l) => bearer((await login(app, l)).access_token)));
  });
  afterAll(() => app?.close());

  it('lists the fourteen statuses in the language asked for', async () => {
    const pt = await get('/api/aquisicao/sugestoes/situacao', aluno);
    expect(pt.statusCode).toBe(200);
    expect(pt.json()).toHaveLength(14);
    expect(pt.json()).toContainEqual({ codigo: 'aguardando_entrega', descricao: 'Aguardando entrega' });
    const en = await get('/api/aquisicao/sugestoes/situacao', aluno, '5');
    expect(en.json()).toContainEqual({ codigo: 'esgotada', descricao: 'Sold out' });
  });

  it("lists only the patron's own suggestions, newest first, by date and status; purchase orders are those being bought", async () => {
    const all = (await get('/api/aquisicao/sugestoes', aluno)).json();
    expect(all.map((s: { titulo: string }) => s.titulo)).toEqual(['Química geral', 'Física básica: mecânica', 'Cálculo: volume 1', 'Álgebra linear']);
    expect(all[1]).toMatchObject({ situacao: 'aguardando_entrega', desc_situacao: 'Aguardando entrega', cod_biblioteca: library.cod });
    const other = (await get('/api/aquisicao/sugestoes', tecnico)).json();
    expect(other).toEqual([]);
    const waiting = (await get('/api/aquisicao/sugestoes?situacao=pre_sugestao', aluno)).json();
    expect(waiting.map((s: { titulo: string }) => s.titulo)).toEqual(['Química geral']);
    const today = new Date().toISOString().slice(0, 10);
    const lastMonth = new Date(Date.now() - 30 * 86400000).toISOString().slice(0, 10);
    const recent = (await get(`/api/aquisicao/sugestoes?dataIni=${lastMonth}&dataFim=${today}`, aluno)).json();
    expect(recent.map((s: { titulo: string }) => s.titulo)).toEqual(['Química geral']);
    const reversed = await get(`/api/aquisicao/sugestoes?dataIni=${today}&dataFim=${lastMonth}`, aluno);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('error.dates-order');
    const orders = (await get('/api/aquisicao/sugestoes?pedidos=true', aluno)).json();
    expect(orders.map((s: { situacao: string }) => s.situacao)).toEqual(['aguardando_entrega', 'atendida']);
  });

  it('counts the suggestions by status and by year', async () => {
    const stats = (await get('/api/aquisicao/estatisticas', aluno)).json();
    expect(stats.total).toBe(4);
    expect(stats.por_situacao).toEqual([
      { situacao: 'pre_sugestao', descricao: 'Pré-sugestão', total: 1 },
      { situacao: 'aguardando_entrega', descricao: 'Aguardando entrega', total: 1 },
      { situacao: 'atendida', descricao: 'Atendida', total: 1 },
      { situacao: 'ja_existe', descricao: 'Já existe no acervo', total: 1 },
    ]);
    expect(stats.por_ano.reduce((n: number, y: { total: number }) => n + y.total, 0)).toBe(4);
    expect((await get('/api/aquisicao/estatisticas', tecnico)).json()).toEqual({ total: 0, por_situacao: [], por_ano: [] });
  });

  it('refuses a suggestion past the open limit, even sent at once; a professor has none and goes straight to purchase', async () => {
    // aluno has 2 open (pre_sugestao, aguardando_entrega) and the limit is 3: of three sent at once, one passes.
    const sent = await Promise.all([1, 2, 3].map((n) => suggest(aluno, `Concorrente ${n}`)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(sent.find((r) => r.statusCode === 422)!.json().message).toBe('error.suggestion-limit-exceeded');
    const stored = await one<{ situacao: string; professor: boolean }>(app, sql`
      SELECT situacao, professor FROM sugestao WHERE titulo LIKE 'Concorrente %'`);
    expect(stored).toEqual({ situacao: 'pre_sugestao', professor: false });
    for (const n of [1, 2, 3, 4]) expect((await suggest(professor, `Do professor ${n}`)).statusCode).toBe(201);
    const theirs = await one<{ n: number; situacoes: string[] }>(app, sql`
      SELECT count(*)::int AS n, array_agg(DISTINCT situacao) AS situacoes FROM sugestao WHERE titulo LIKE 'Do professor %' AND professor`);
    expect(theirs).toEqual({ n: 4, situacoes: ['sugestao_compra'] });
  });

  it('the staff queue shows open suggestions, professors first, to cataloguing only', async () => {
    expect((await get('/api/balcao/sugestoes', aluno)).statusCode).toBe(403);
    expect((await get('/api/balcao/sugestoes', circulationOnly)).statusCode).toBe(403);
    const queue = await get('/api/balcao/sugestoes', staff);
    expect(queue.statusCode).toBe(200);
    const items = queue.json() as { professor: boolean; situacao: string; nome_pessoa: string }[];
    expect(items[0].professor).toBe(true);
    expect(items.findIndex((s) => !s.professor)).toBeGreaterThan(items.findLastIndex((s) => s.professor));
    expect(items.every((s) => !['atendida', 'ja_existe', 'cancelada'].includes(s.situacao))).toBe(true);
    const done = (await get('/api/balcao/sugestoes?situacao=atendida', staff)).json();
    expect(done.map((s: { titulo: string }) => s.titulo)).toContain('Cálculo: volume 1');
  });

  it('moving a suggestion writes the note, an audit row and an alert the patron reads', async () => {
    const { id } = await one<{ id: number }>(app, sql`SELECT cod_sugestao AS id FROM sugestao WHERE titulo = 'Química geral'`);
    const moved = await app.inject({ method: 'PUT', url: `/api/balcao/sugestoes/${id}`, headers: staff,
      payload: { situacao: 'em_cotacao', observacao: '  Pedimos orçamento a três livrarias. ' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ situacao: 'em_cotacao', desc_situacao: 'Em cotação', observacao: 'Pedimos orçamento a três livrarias.' });
    const audit = await one<{ autor: string; antes: { situacao: string }; depois: { situacao: string } }>(app, sql`
      SELECT p.login AS autor, a.antes, a.depois FROM auditoria a JOIN pessoa p ON p.cod_pessoa = a.autor
       WHERE a.acao = 'suggestion.status' AND a.alvo_id = ${String(id)}`);
    expect(audit).toMatchObject({ autor: 'catalogador', antes: { situacao: 'pre_sugestao' }, depois: { situacao: 'em_cotacao' } });
    // The patron reads it: the alert, in their language, opening their suggestions.
    const alerts = (await get('/api/solicitacoes/alertas', aluno)).json() as { titulo: string; mensagem: string; rota: string }[];
    expect(alerts[0]).toMatchObject({ titulo: 'Sua sugestão de aquisição mudou', rota: 'sugestoes' });
    expect(alerts[0].mensagem).toContain('Química geral');
    expect(alerts[0].mensagem).toContain('Em cotação');
    // …and their list shows the new status and the library's note.
    const mine = (await get('/api/aquisicao/sugestoes', aluno)).json().find((s: { cod_sugestao: number }) => s.cod_sugestao === id);
    expect(mine).toMatchObject({ situacao: 'em_cotacao', observacao: 'Pedimos orçamento a três livrarias.' });
    // Another patron gets nothing.
    const theirs = (await get('/api/solicitacoes/alertas', tecnico)).json() as { rota: string }[];
    expect(theirs.some((a) => a.rota === 'sugestoes')).toBe(false);
    const again = await app.inject({ method: 'PUT', url: `/api/balcao/sugestoes/${id}`, headers: staff,
      payload: { situacao: 'em_cotacao', observacao: 'Pedimos orçamento a três livrarias.' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('error.suggestion-same-status');
    const missing = await app.inject({ method: 'PUT', url: '/api/balcao/sugestoes/999999', headers: staff, payload: { situacao: 'cancelada' } });
    expect(missing.statusCode).toBe(404);
    const patron = await app.inject({ method: 'PUT', url: `/api/balcao/sugestoes/${id}`, headers: aluno, payload: { situacao: 'atendida' } });
    expect(patron.statusCode).toBe(403);
  });

  it("puts the suggestions and their notes in the patron's privacy export, and no one else's", async () => {
    const mine = (await get('/api/pessoas/meu-pergamum/privacidade/exportacao', aluno));
    expect(mine.statusCode).toBe(200);
    const titles = mine.json().sugestoes.map((s: { titulo: string }) => s.titulo);
    expect(titles).toContain('Química geral');
    expect(mine.json().sugestoes.find((s: { titulo: string }) => s.titulo === 'Química geral').observacao).toBe('Pedimos orçamento a três livrarias.');
    const theirs = (await get('/api/pessoas/meu-pergamum/privacidade/exportacao', tecnico)).json();
    expect(theirs.sugestoes).toEqual([]);
  });
});
