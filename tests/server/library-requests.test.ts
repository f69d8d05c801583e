// Issue 24 item 3: requests to the library (document copy of an article, a thesis with its
// degree, part of a document; bibliographic survey; catalogue card and its draft PDF;
// specialized search), the patron's "Requests" list over every kind (inter-library loans and
// closed storage too) with state and date filters, spec §5's refusals, the staff queue moving
// one (audited, reaching the patron as an alert and a push), and nobody else seeing any of it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { deskAdminOp } from '../../server/desk-cli';
import { pdfText } from '../support/pdf';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`requests to the library (${backendName})`, () => {
  let app: FastifyInstance;
  let receiver: PushReceiver;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  let librarian: Record<string, string>;
  let device: ReturnType<PushReceiver['newSubscription']>;
  let library: number;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    app = await testApp();
    app.ctx.push.agent = receiver.agent;
    receiver.expectKey((await app.inject({ url: '/api/notificacoes/chave-publica', headers: bearer(await publicToken(app)) })).json().chavePublica);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    librarian = bearer((await login(app, 'bibliotecario')).access_token);
    device = receiver.newSubscription();
    expect((await app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: ana, payload: { ...device.json, idioma: 'pt' } })).statusCode).toBe(204);
    [{ cod: library }] = await queryRows<{ cod: number }>(app.ctx.database.db, sql`SELECT min(cod_biblioteca)::int AS cod FROM biblioteca`);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const post = (url: string, payload: object, headers = ana) => app.inject({ method: 'POST', url: `/api/solicitacoes/${url}`, headers, payload });
  const list = (type: string, query = '', headers = ana) => app.inject({ url: `/api/solicitacoes/${type}${query}`, headers });
  const CARD = {
    titulo: 'O ensino de física no ensino médio', subtitulo: 'um estudo de caso', autores: 'Ana Beatriz Souza',
    orientador: 'Helena Martins', tipo_trabalho: 'mestrado', curso: 'Programa de Pós-Graduação em Educação', ano: 2026,
    total_paginas: 120, ilustracoes: true, pagina_inicial_bibliografia: 110, pagina_final_bibliografia: 118,
    palavras_chave: 'física; ensino médio', classificacao: '53:37',
  } as const;

  it('records each kind and lists them all, newest first, with what was asked', async () => {
    const made = [
      await post('comutacao-bibliografica/artigo', { cod_biblioteca: library, titulo_periodico: 'Revista Brasileira de Ensino de Física', titulo_artigo: '  Ondas em sala de aula ', ano: 2020 }),
      await post('comutacao-bibliografica/tese', { cod_biblioteca: library, titulo: 'Redes neurais na agricultura', autor: 'João Lima', grau: 'doutorado' }),
      await post('comutacao-bibliografica/parte-documento', { cod_biblioteca: library, titulo_documento: 'Manual de química', titulo_parte: 'Capítulo 3' }),
      await post('levantamento-bibliografico', { cod_biblioteca: library, assunto_geral: 'Agricultura de precisão', suporte: 'ambos', idiomas: ['pt', 'en'], pagina_inicial_bibliografia: 3, pagina_final_bibliografia: 9 }),
      await post('ficha-catalografica', { cod_biblioteca: library, ...CARD }),
      await post('pesquisa-especializada', { cod_biblioteca: library, assunto: 'Patentes de biofertilizantes', ano_inicio: 2010, ano_fim: 2024 }),
    ];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const codes = made.map((r) => r.json().cod_solicitacao as number);

    const all = (await list('todas')).json() as { cod_solicitacao: number; tipo: string; subtipo: string | null; descricao: string; situacao: string; desc_biblioteca: string }[];
    expect(all.slice(0, 6).map((r) => [r.cod_solicitacao, r.tipo, r.subtipo, r.descricao, r.situacao])).toEqual([
      [codes[5], 'pesquisa-especializada', null, 'Patentes de biofertilizantes', 'aguardando'],
      [codes[4], 'ficha-catalografica', null, 'O ensino de física no ensino médio: um estudo de caso', 'aguardando'],
      [codes[3], 'levantamento-bibliografico', null, 'Agricultura de precisão', 'aguardando'],
      [codes[2], 'comutacao-bibliografica', 'parte-documento', 'Capítulo 3 (Manual de química)', 'aguardando'],
      [codes[1], 'comutacao-bibliografica', 'tese', 'Redes neurais na agricultura, João Lima', 'aguardando'],
      [codes[0], 'comutacao-bibliografica', 'artigo', 'Ondas em sala de aula (Revista Brasileira de Ensino de Física)', 'aguardando'],
    ]);
    expect(all[0].desc_biblioteca).toBeTruthy();
    expect((await list('comutacao-bibliografica')).json()).toHaveLength(3);
    expect((await list('ficha-catalografica')).json().map((r: { cod_solicitacao: number }) => r.cod_solicitacao)).toEqual([codes[4]]);
  });

  it('lists inter-library loans and closed-storage requests among them', async () => {
    const form = (await app.inject({ url: '/api/solicitacoes/emprestimo-inter-bibliotecas/dados', headers: ana })).json();
    const ill = await post('emprestimo-inter-bibliotecas', {
      cod_empresa: form.instituicoes[0].cod_empresa, titulo: 'Grande sertão: veredas', biblioteca_recebimento: library,
      telefone: '(48) 3721-0000', email: 'aluno@ufdemo.edu.br',
    });
    expect(ill.statusCode).toBe(201);
    const [copy] = await queryRows<{ cod_acervo: number; cod_biblioteca: number; titulo: string }>(app.ctx.database.db, sql`
      SELECT e.cod_acervo, e.cod_biblioteca, a.titulo FROM exemplar e JOIN acervo a USING (cod_acervo) ORDER BY e.cod_exemplar LIMIT 1`);
    const storage = await app.inject({ method: 'POST', url: `/api/gravar-armazem?cod_biblioteca=${copy.cod_biblioteca}`, headers: ana, payload: { cesta: [{ cod_acervo: copy.cod_acervo }] } });
    expect(storage.statusCode).toBe(201);
    const all = (await list('todas')).json() as { cod_solicitacao: number; tipo: string; descricao: string }[];
    expect(all.find((r) => r.cod_solicitacao === ill.json().cod_solicitacao)).toMatchObject({ tipo: 'emprestimo-inter-bibliotecas', descricao: 'Grande sertão: veredas' });
    expect(all.find((r) => r.cod_solicitacao === storage.json().cod_solicitacao)).toMatchObject({ tipo: 'armazem', descricao: copy.titulo });
    expect((await list('armazem')).json()).toHaveLength(1);
  });

  it('filters by state and by request day; refuses a start after the end', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list('todas', `?dataIni=${today}&dataFim=${today}`)).json().length).toBeGreaterThanOrEqual(8);
    expect((await list('todas', '?dataIni=2000-01-01&dataFim=2000-12-31')).json()).toEqual([]);
    expect((await list('todas', '?status=cancelada')).json()).toEqual([]);
    const bad = await list('todas', '?dataIni=2026-02-01&dataFim=2026-01-01');
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'error.dates-order']);
  });

  it('refuses what spec §5 and the forms refuse, with their messages', async () => {
    const refusals = [
      await post('levantamento-bibliografico', { cod_biblioteca: library, assunto_geral: 'Solos', pagina_inicial_bibliografia: 10, pagina_final_bibliografia: 2 }),
      await post('ficha-catalografica', { ...CARD, cod_biblioteca: library, pagina_inicial_bibliografia: 119, pagina_final_bibliografia: 110 }),
      await post('levantamento-bibliografico', { cod_biblioteca: library, assunto_geral: 'Solos', data_inicio: '2020-01-01', data_fim: '2019-01-01' }),
      await post('levantamento-bibliografico', { cod_biblioteca: library, assunto_geral: '   ' }),
      await post('comutacao-bibliografica/tese', { cod_biblioteca: library, titulo_periodico: 'Revista', titulo_artigo: 'Artigo' }),
      await post('pesquisa-especializada', { cod_biblioteca: 987654, assunto: 'Solos' }),
      await post('pesquisa-especializada', { cod_biblioteca: library, assunto: 'Solos', ano_inicio: 2024, ano_fim: 2010 }),
      await post('ficha-catalografica', { ...CARD, cod_biblioteca: library, total_paginas: 100 }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual([
      [422, 'error.bibliography-pages-order'],
      [422, 'error.bibliography-pages-order'],
      [422, 'error.dates-order'],
      [422, 'error.required-field.assunto_geral'],
      [422, 'error.copy-request-shape'],
      [422, 'error.request-library-invalid'],
      [422, 'error.years-order'],
      [422, 'error.bibliography-pages-total'],
    ]);
    // The draft PDF refuses the same way, and a body of the wrong shape is a 400 before anything.
    const draft = await app.inject({ method: 'POST', url: '/api/solicitacoes/ficha-catalografica/rascunho', headers: ana, payload: { ...CARD, cod_biblioteca: library, pagina_inicial_bibliografia: 119 } });
    expect([draft.statusCode, draft.json().message]).toEqual([422, 'error.bibliography-pages-order']);
    expect((await post('levantamento-bibliografico', { cod_biblioteca: library })).statusCode).toBe(400);
  });

  it('gives a draft card PDF with the heading, title statement, pages, notes, subjects, class and Cutter-Sanborn mark, marked as a draft', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/solicitacoes/ficha-catalografica/rascunho', headers: ana, payload: { cod_biblioteca: library, ...CARD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('ficha-catalografica-rascunho.pdf');
    const text = (await pdfText(new Uint8Array(res.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain('RASCUNHO — a ser conferido pela biblioteca');
    expect(text).toContain('S729e'); // Souza: 729 in the Cutter-Sanborn table; "O ensino…" files under e.
    expect(text).toContain('Souza, Ana Beatriz.');
    expect(text).toContain('O ensino de física no ensino médio : um estudo de caso / Ana Beatriz Souza ; orientador: Helena Martins. – 2026.');
    expect(text).toContain('120 f. : il.');
    expect(text).toContain('Dissertação (Mestrado) – Universidade Federal de Demonstração, Programa de Pós-Graduação em Educação, 2026.');
    expect(text).toContain('Inclui bibliografia (f. 110-118).');
    expect(text).toContain('1. Física. 2. Ensino médio. I. Martins, Helena, orient. II. Título.');
    expect(text).toContain('CDU 53:37');
    // A draft records nothing.
    expect((await list('ficha-catalografica')).json()).toHaveLength(1);
  });

  it('moves a request in the staff queue: audited, and the patron gets an alert and a push', async () => {
    const queue = (await app.inject({ url: '/api/balcao/solicitacoes', headers: librarian })).json() as { solicitacao: { cod_solicitacao: number; tipo: string }; login: string; proximas: string[]; dados: Record<string, unknown> }[];
    const survey = queue.find((r) => r.solicitacao.tipo === 'levantamento-bibliografico' && r.login === 'aluno')!;
    expect(survey).toMatchObject({ nome: 'Ana Beatriz Souza', proximas: ['em_transito', 'disponivel', 'finalizada', 'nao_finalizada', 'cancelada'] });
    expect(survey.dados).toMatchObject({ assunto_geral: 'Agricultura de precisão', suporte: 'ambos' });
    const id = survey.solicitacao.cod_solicitacao;
    const pushesBefore = receiver.received.length;

    const moved = await app.inject({ method: 'PUT', url: `/api/balcao/solicitacoes/${id}`, headers: librarian, payload: { situacao: 'finalizada', observacao: ' 42 referências enviadas por e-mail. ' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ solicitacao: { situacao: 'finalizada', observacao_biblioteca: '42 referências enviadas por e-mail.' }, proximas: [] });

    const mine = (await list('todas', '?status=finalizada')).json();
    expect(mine).toEqual([expect.objectContaining({ cod_solicitacao: id, situacao: 'finalizada', observacao_biblioteca: '42 referências enviadas por e-mail.' })]);
    const [audit] = await queryRows<{ acao: string; alvo_tipo: string; alvo_id: string; antes: unknown; depois: unknown; login: string }>(app.ctx.database.db, sql`
      SELECT a.acao, a.alvo_tipo, a.alvo_id, a.antes, a.depois, p.login FROM auditoria a JOIN pessoa p ON p.cod_pessoa = a.autor
      WHERE a.alvo_tipo = 'solicitacao' AND a.alvo_id = ${String(id)}`);
    expect(audit).toEqual({ acao: 'request.status', alvo_tipo: 'solicitacao', alvo_id: String(id), antes: { situacao: 'aguardando' },
      depois: { situacao: 'finalizada', observacao: '42 referências enviadas por e-mail.' }, login: 'bibliotecario' });

    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: ana })).json() as { titulo: string; mensagem: string; rota: string }[];
    expect(alerts).toContainEqual(expect.objectContaining({ titulo: 'Sua solicitação à biblioteca mudou', rota: 'pedidos' }));
    const pushes = receiver.received.slice(pushesBefore).filter((p) => p.subscriptionId === device.id).map((p) => JSON.parse(p.payload));
    expect(pushes).toEqual([expect.objectContaining({ title: 'Sua solicitação à biblioteca mudou', rota: 'pedidos' })]);
    expect(pushes[0].body).toMatch(/^Agricultura de precisão \(.+\): atendida\.$/);

    // A closed request stays closed; an unknown one is a 404.
    const again = await app.inject({ method: 'PUT', url: `/api/balcao/solicitacoes/${id}`, headers: librarian, payload: { situacao: 'cancelada' } });
    expect([again.statusCode, again.json().message]).toEqual([422, 'error.request-transition']);
    const none = await app.inject({ method: 'PUT', url: '/api/balcao/solicitacoes/987654', headers: librarian, payload: { situacao: 'cancelada' } });
    expect([none.statusCode, none.json().message]).toEqual([404, 'error.request-not-found']);
  });

  it('keeps the queue to staff with the circulation role', async () => {
    const patron = await app.inject({ url: '/api/balcao/solicitacoes', headers: ana });
    expect([patron.statusCode, patron.json().message]).toEqual([403, 'error.staff-only']);
    const op = deskAdminOp(app.ctx);
    await op({ verb: 'staff', args: ['funcionario', 'on', 'cataloguing'] }, () => {}, new AbortController().signal);
    const cataloguer = bearer((await login(app, 'funcionario')).access_token);
    const refused = await app.inject({ method: 'PUT', url: '/api/balcao/solicitacoes/1', headers: cataloguer, payload: { situacao: 'cancelada' } });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'error.staff-role-missing']);
    expect((await app.inject({ url: '/api/balcao/solicitacoes' })).statusCode).toBe(401);
  });

  it('shows another patron none of it, and puts it all in the patron\'s privacy export', async () => {
    expect((await list('todas', '', carlos)).json()).toEqual([]);
    const mine = (await list('todas')).json() as { cod_solicitacao: number }[];
    const exported = (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: ana })).json();
    expect(exported.solicitacoes.map((r: { cod_solicitacao: number }) => r.cod_solicitacao).sort()).toEqual(mine.map((r) => r.cod_solicitacao).sort());
    expect(exported.solicitacoes).toContainEqual(expect.objectContaining({ tipo: 'comutacao_bibliografica', subtipo: 'tese', dados: expect.objectContaining({ grau: 'doutorado' }) }));
    const theirs = (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: carlos })).json();
    expect(theirs.solicitacoes).toEqual([]);
  });
});
