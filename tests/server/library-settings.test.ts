// The library section of the staff workspace (issue 23 item 3) and the institution pages
// (issue 25 item 3): closed days move due dates (check-out, renewal) and a released hold's
// collection deadline to the next open day; opening hours, rules and texts are written by an
// administrator only, sanitized, audited, and read back per language by the public getters.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { CLOSURES_AHEAD_DAYS } from '../../server/modules/platform/institution/service';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;

describe(`library settings and institution pages (${backendName})`, () => {
  let app: FastifyInstance;
  let admin: Auth;
  let clerk: Auth;
  let ana: Auth;
  let carlos: Auth;
  let visitor: Auth;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const day = async (offset: number) => (await rows<{ d: string }>(`SELECT (current_date + ${offset})::text AS d`))[0].d;
  const call = (method: string, url: string, auth: Auth, payload?: object, lang?: string) =>
    app.inject({ method: method as 'GET', url: `/api${url}`, headers: { ...auth, ...(lang ? { lang } : {}) }, ...(payload ? { payload } : {}) });
  const audit = (acao: string) => rows<{ autor: number; alvo_id: string; antes: unknown; depois: unknown }>(
    `SELECT autor, alvo_id, antes, depois FROM auditoria WHERE acao = '${acao}' ORDER BY id`);
  const adminId = async () => (await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'administrador'`))[0].cod_pessoa;
  /** Single-copy titles on the shelf, lent normally, that nobody holds. */
  const singleCopies = () => rows<{ cod_exemplar: number; cod_acervo: number; cod_biblioteca: number }>(`
    SELECT min(e.cod_exemplar) AS cod_exemplar, e.cod_acervo, min(e.cod_biblioteca) AS cod_biblioteca FROM exemplar e
    WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
    GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
    ORDER BY e.cod_acervo LIMIT 5`);
  const checkOut = (usuario: string, copy: number) => call('POST', '/balcao/emprestimos', admin, { usuario, codigo_barras: String(copy) });
  const closeDay = (data: string, cod_biblioteca: number | null, descricao = 'Feriado') =>
    call('POST', '/balcao/biblioteca/dias-fechados', admin, { data, cod_biblioteca, descricao });

  beforeAll(async () => {
    app = await testApp();
    // A desk clerk: staff with the circulation role only.
    await run(`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'professor'`);
    admin = bearer((await login(app, 'administrador')).access_token);
    clerk = bearer((await login(app, 'professor')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    visitor = bearer(await publicToken(app));
    // Opening weekdays unknown: only the closed days move dates, whatever weekday today is.
    await run(`UPDATE biblioteca SET horarios = '[]'::jsonb`);
  });
  afterAll(() => app?.close());

  it('lets only an administrator call the library section: a desk clerk and a patron get 403, a visitor 401/403', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/balcao/biblioteca'],
      ['PUT', '/balcao/biblioteca/horarios/1', { horarios: [] }],
      ['POST', '/balcao/biblioteca/dias-fechados', { data: '2030-01-01', cod_biblioteca: null, descricao: 'x' }],
      ['DELETE', '/balcao/biblioteca/dias-fechados/1'],
      ['PUT', '/balcao/biblioteca/regras/GRAD', { dias_emprestimo: 1 }],
      ['GET', '/balcao/biblioteca/textos'],
      ['PUT', '/balcao/biblioteca/textos/secao_1', { idioma: '1', titulo: null, conteudo: 'x', ativo: true }],
      ['PUT', '/balcao/biblioteca/faq/1', { entradas: [] }],
      ['POST', '/balcao/biblioteca/eventos', { titulo: 'x', descricao: null, data_inicio: '2030-01-01T10:00:00Z', data_fim: null, local: null, link: null }],
      ['DELETE', '/balcao/biblioteca/eventos/1'],
    ];
    for (const [method, url, payload] of calls) {
      const asClerk = await call(method, url, clerk, payload);
      expect(asClerk.statusCode, `${method} ${url} (clerk)`).toBe(403);
      expect(asClerk.json().message).toBe('error.staff-role-missing');
      expect((await call(method, url, ana, payload)).statusCode, `${method} ${url} (patron)`).toBe(403);
      expect([401, 403]).toContain((await call(method, url, visitor, payload)).statusCode);
    }
    expect((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM auditoria`))[0].n).toBe(0);
  });

  it('moves a check-out due date and a renewal off closed days (one library\'s and every library\'s) to the next open day', async () => {
    const [first, second] = await singleCopies();
    const plain = await checkOut('aluno', first.cod_exemplar);
    expect(plain.statusCode).toBe(201);
    const due: string = plain.json().emprestimo.data_devolucao;
    const loanDays = (await rows<{ n: number }>(`SELECT ('${due}'::date - current_date)::int AS n`))[0].n;

    // That day closed at the second copy's library, the next one closed everywhere.
    const next = await day(loanDays + 1);
    const own = await closeDay(due, second.cod_biblioteca, 'Recesso');
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ data: due, cod_biblioteca: second.cod_biblioteca, descricao: 'Recesso' });
    expect((await closeDay(next, null, 'Feriado nacional')).statusCode).toBe(201);
    expect((await closeDay(next, null)).json().message).toBe('error.library-closed-day-exists');
    expect((await closeDay(next, 999999)).statusCode).toBe(404);

    const moved = await checkOut('aluno', second.cod_exemplar);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().emprestimo.data_devolucao).toBe(await day(loanDays + 2));

    // Renewal: counted from today it lands on the closed day, so it moves on too.
    const code = moved.json().emprestimo.cod_emprestimo;
    await run(`UPDATE emprestimo SET data_devolucao_prevista = current_date + 1 WHERE cod_emprestimo = ${code}`);
    const renewed = await call('POST', '/emprestimo/renovacao', ana, { emprestimos: [code] });
    expect(renewed.json()[0]).toMatchObject({ renovado: true, emprestimo: { data_devolucao: await day(loanDays + 2) } });

    // The day closed at one library only does not move the first copy's loans elsewhere.
    if (first.cod_biblioteca !== second.cod_biblioteca) {
      const firstLoan = plain.json().emprestimo.cod_emprestimo;
      await run(`UPDATE emprestimo SET data_devolucao_prevista = current_date + 1 WHERE cod_emprestimo = ${firstLoan}`);
      const elsewhere = await call('POST', '/emprestimo/renovacao', ana, { emprestimos: [firstLoan] });
      expect(elsewhere.json()[0].emprestimo.data_devolucao).toBe(due);
    }

    const added = await audit('closed-day.add');
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ autor: await adminId(), antes: null, depois: { data: due, cod_biblioteca: second.cod_biblioteca, descricao: 'Recesso' } });
  });

  it("moves a released hold's collection deadline off a closed day", async () => {
    const [copy] = await singleCopies();
    const lent = await checkOut('tecnico', copy.cod_exemplar);
    expect(lent.statusCode, lent.body).toBe(201);
    const [o] = (await call('GET', `/reserva/${copy.cod_acervo}/informacoes-iniciais`, carlos)).json().opcoes;
    const held = await call('POST', '/reserva', carlos, {
      cod_acervo: copy.cod_acervo, biblioteca: o.cod_biblioteca, volume: o.volume, tomo: o.tomo, parte: o.parte, material_adicional: o.material_adicional, localizacao: o.localizacao,
    });
    expect(held.statusCode).toBe(201);
    const days = (await rows<{ d: number }>(`SELECT r.dias_retirada_reserva AS d FROM politica_circulacao r JOIN pessoa p ON p.categoria = r.categoria WHERE p.login = 'posgrad' AND r.cod_biblioteca IS NULL AND r.tipo_emprestimo IS NULL`))[0].d;
    expect((await closeDay(await day(days), copy.cod_biblioteca)).statusCode).toBe(201);
    const returned = await call('POST', '/balcao/devolucoes', admin, { codigo_barras: String(copy.cod_exemplar) });
    expect(returned.json().reserva_liberada).toMatchObject({ nome: 'Carlos Eduardo Lima', data_limite_retirada: await day(days + 1) });
    const holds = (await call('GET', '/reserva', carlos)).json() as { cod_acervo: number; data_limite_retirada: string | null }[];
    expect(holds.find((h) => h.cod_acervo === copy.cod_acervo)!.data_limite_retirada).toBe(await day(days + 1));
  });

  it('removes a closed day (audited) and answers 404 for one that is gone', async () => {
    const added = (await closeDay('2031-12-25', null, 'Natal')).json();
    expect((await call('DELETE', `/balcao/biblioteca/dias-fechados/${added.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/balcao/biblioteca/dias-fechados/${added.id}`, admin)).json().message).toBe('error.library-closed-day-not-found');
    expect((await audit('closed-day.remove')).at(-1)).toMatchObject({ antes: { data: '2031-12-25', descricao: 'Natal' }, depois: null });
  });

  it('replaces opening hours (validated, audited) and the public hours show them', async () => {
    const lib = (await call('GET', '/balcao/biblioteca', admin)).json().bibliotecas[0];
    const bad = await call('PUT', `/balcao/biblioteca/horarios/${lib.cod_biblioteca}`, admin, { horarios: [{ dia_semana: 1, abertura: '18:00', fechamento: '08:00' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('error.library-hours-order');
    const overlap = await call('PUT', `/balcao/biblioteca/horarios/${lib.cod_biblioteca}`, admin, {
      horarios: [{ dia_semana: 1, abertura: '08:00', fechamento: '12:00' }, { dia_semana: 1, abertura: '11:00', fechamento: '18:00' }] });
    expect(overlap.json().message).toBe('error.library-hours-order');
    expect((await call('PUT', '/balcao/biblioteca/horarios/999999', admin, { horarios: [] })).json().message).toBe('error.library-not-found');
    expect((await call('PUT', `/balcao/biblioteca/horarios/${lib.cod_biblioteca}`, admin, { horarios: [{ dia_semana: 9, abertura: '08:00', fechamento: '12:00' }] })).statusCode).toBe(400);

    const hours = [{ dia_semana: 6, abertura: '09:00', fechamento: '13:00' }, { dia_semana: 1, abertura: '07:30', fechamento: '22:00' }];
    const saved = await call('PUT', `/balcao/biblioteca/horarios/${lib.cod_biblioteca}`, admin, { horarios: hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().horarios).toEqual([hours[1], hours[0]]);
    const shown = (await call('GET', '/parametros/atendimento', visitor)).json() as { bibliotecas: { cod_biblioteca: number; horarios: unknown }[] }[];
    expect(shown.flatMap((c) => c.bibliotecas).find((b) => b.cod_biblioteca === lib.cod_biblioteca)!.horarios).toEqual([hours[1], hours[0]]);
    expect((await audit('hours.update')).at(-1)).toMatchObject({ alvo_id: String(lib.cod_biblioteca), antes: { horarios: [] }, depois: { horarios: [hours[1], hours[0]] } });
  });

  it('the public hours name each library\'s coming closed days (CLOSURES_AHEAD_DAYS): its own and those of every library, not later ones nor other libraries\'', async () => {
    const [first, second] = (await call('GET', '/balcao/biblioteca', admin)).json().bibliotecas as { cod_biblioteca: number }[];
    const [today, inThree, beyond] = [await day(0), await day(3), await day(CLOSURES_AHEAD_DAYS)];
    // The demo has closures of its own: the test follows the three it adds, by their words.
    const words = { own: `Inventário ${Date.now()}`, everyone: `Feriado municipal ${Date.now()}`, later: `Recesso ${Date.now()}` };
    const own = (await closeDay(today, first.cod_biblioteca, words.own)).json();
    const everyone = (await closeDay(inThree, null, words.everyone)).json();
    const later = (await closeDay(beyond, first.cod_biblioteca, words.later)).json();
    try {
      const shown = (await call('GET', '/parametros/atendimento', visitor)).json() as { bibliotecas: { cod_biblioteca: number; fechamentos: unknown }[] }[];
      const ours = new Set(Object.values(words));
      const of = (cod: number) => (shown.flatMap((c) => c.bibliotecas).find((b) => b.cod_biblioteca === cod)!.fechamentos as { descricao: string }[])
        .filter((c) => ours.has(c.descricao));
      expect(of(first.cod_biblioteca)).toEqual([{ data: today, descricao: words.own }, { data: inThree, descricao: words.everyone }]);
      expect(of(second.cod_biblioteca)).toEqual([{ data: inThree, descricao: words.everyone }]);
    } finally {
      for (const added of [own, everyone, later]) await call('DELETE', `/balcao/biblioteca/dias-fechados/${added.id}`, admin);
    }
  });

  it("sets a category's circulation rules (validated, audited) and the next loan follows them", async () => {
    const settings = (await call('GET', '/balcao/biblioteca', admin)).json();
    const ana = (await rows<{ categoria: string }>(`SELECT categoria FROM pessoa WHERE login = 'aluno'`))[0].categoria;
    const current = settings.regras.find((r: { categoria: string }) => r.categoria === ana);
    const rule = { ...current.regra, dias_emprestimo: 21, max_renovacoes: 4, max_emprestimos: 40 };
    expect((await call('PUT', `/balcao/biblioteca/regras/${ana}`, admin, { ...rule, dias_emprestimo: 0 })).statusCode).toBe(400);
    expect((await call('PUT', `/balcao/biblioteca/regras/${ana}`, admin, { ...rule, multa_dia: -1 })).statusCode).toBe(400);
    expect((await call('PUT', '/balcao/biblioteca/regras/NOPE', admin, rule)).json().message).toBe('error.category-not-found');
    const saved = await call('PUT', `/balcao/biblioteca/regras/${ana}`, admin, rule);
    expect(saved.json()).toMatchObject({ categoria: ana, padrao: false, regra: rule });
    expect((await audit('rules.update')).at(-1)).toMatchObject({ alvo_id: ana, antes: current.padrao ? null : current.regra, depois: rule });

    await run(`DELETE FROM dia_fechado`);
    const [copy] = await singleCopies();
    const lent = await checkOut('aluno', copy.cod_exemplar);
    expect(lent.statusCode, lent.body).toBe(201);
    const loan = lent.json().emprestimo;
    expect(loan).toMatchObject({ data_devolucao: await day(21), limite_renovacoes: 4 });
  });

  it('stores institution texts sanitized, per language, and the public pages read them back (Portuguese when a language has none)', async () => {
    const empty = (await call('GET', '/parametros/secao_1', visitor)).json();
    expect(empty).toEqual({ ativo: false, titulo: null, conteudo: null });

    const put = (chave: string, idioma: string, conteudo: string, titulo: string | null = null, ativo = true) =>
      call('PUT', `/balcao/biblioteca/textos/${chave}`, admin, { idioma, titulo, conteudo, ativo });
    const saved = await put('secao_1', '1', '<p>Bem-vindo <script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">aqui</a></p>', 'Boas-vindas');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().conteudo).toBe('<p>Bem-vindo <a>aqui</a></p>');
    await put('secao_1', '5', '<p>Welcome</p>', 'Welcome');
    await put('secao_2', '1', '<p>Seção dois</p>');
    await put('informacoes_gerais', '1', '<h2>Regulamento</h2><p>Prazo</p>');
    await put('informacoes_gerais', '3', '<p>Información<img src=x onerror=alert(1)></p>');

    const get = async (url: string, lang: string) => (await call('GET', url, visitor, undefined, lang)).json();
    expect(await get('/parametros/secao_1', '1')).toEqual({ ativo: true, titulo: 'Boas-vindas', conteudo: '<p>Bem-vindo <a>aqui</a></p>' });
    expect(await get('/parametros/secao_1', '5')).toEqual({ ativo: true, titulo: 'Welcome', conteudo: '<p>Welcome</p>' });
    expect(await get('/parametros/secao_1', '3')).toMatchObject({ titulo: 'Boas-vindas' });
    expect(await get('/parametros/secao_2', '5')).toMatchObject({ ativo: true, conteudo: '<p>Seção dois</p>' });
    expect(await get('/parametros/informacoes_gerais', '3')).toMatchObject({ conteudo: '<p>Información</p>' });
    expect(await get('/parametros/informacoes_gerais', '5')).toMatchObject({ conteudo: '<h2>Regulamento</h2><p>Prazo</p>' });
    await put('secao_2', '1', '<p>Seção dois</p>', null, false);
    expect(await get('/parametros/secao_2', '1')).toMatchObject({ ativo: false });

    // The support message: the workspace's text per language, none when switched off.
    await put('suporte', '5', '<p>Write to <a href="mailto:help@ufdemo.edu.br">help</a><script>x</script></p>');
    expect((await get('/parametros/instituicao', '5')).msg_suporte_consulta).toBe('<p>Write to <a href="mailto:help@ufdemo.edu.br">help</a></p>');
    await put('suporte', '1', '', null, false);
    expect((await get('/parametros/instituicao', '1')).msg_suporte_consulta).toBeNull();

    for (const page of ['secao_1', 'secao_2', 'informacoes_gerais', 'suporte']) {
      const stored = await rows<{ conteudo: string }>(`SELECT conteudo FROM texto_instituicao WHERE chave = '${page}'`);
      for (const { conteudo } of stored) expect(conteudo).not.toMatch(/<script|onerror|onclick|javascript:/i);
    }
    const audited = await audit('text.update');
    expect(audited.length).toBe(8);
    expect(audited[0]).toMatchObject({ alvo_id: 'secao_1/1', antes: null, depois: { titulo: 'Boas-vindas', conteudo: '<p>Bem-vindo <a>aqui</a></p>' } });
    expect(audited[5]).toMatchObject({ alvo_id: 'secao_2/1', antes: { ativo: true }, depois: { ativo: false } });
  });

  it('keeps the FAQ per language (sanitized, in order, audited)', async () => {
    const faq = (lang: string) => call('GET', '/parametros/faq', visitor, undefined, lang);
    expect((await faq('1')).json()).toEqual([]);
    const entries = [
      { pergunta: 'Como renovo?', resposta: '<p>Pela <b>área pessoal</b>.<script>steal()</script></p>' },
      { pergunta: ' Quantos livros? ', resposta: 'Depende da categoria.' },
    ];
    const saved = await call('PUT', '/balcao/biblioteca/faq/1', admin, { entradas: entries });
    expect(saved.json()).toEqual([
      { pergunta: 'Como renovo?', resposta: '<p>Pela <b>área pessoal</b>.</p>' },
      { pergunta: 'Quantos livros?', resposta: 'Depende da categoria.' },
    ]);
    await call('PUT', '/balcao/biblioteca/faq/5', admin, { entradas: [{ pergunta: 'How do I renew?', resposta: 'Online.' }] });
    expect((await faq('1')).json().map((e: { pergunta: string }) => e.pergunta)).toEqual(['Como renovo?', 'Quantos livros?']);
    expect((await faq('5')).json()).toEqual([{ pergunta: 'How do I renew?', resposta: 'Online.' }]);
    expect((await faq('3')).json()).toHaveLength(2);
    expect((await call('PUT', '/balcao/biblioteca/faq/5', admin, { entradas: [{ pergunta: '   ', resposta: 'x' }] })).statusCode).toBe(400);
    const texts = (await call('GET', '/balcao/biblioteca/textos', admin)).json();
    expect(texts.faq.find((f: { idioma: string }) => f.idioma === '5').entradas).toHaveLength(1);
    expect((await audit('faq.update')).map((a) => a.alvo_id)).toEqual(['1', '5']);
  });

  it('answers an activity and its notice per language, 404 for an unknown activity', async () => {
    const activity = (await rows<{ cod_atividade: number; descricao: string }>(`SELECT cod_atividade, descricao FROM atividade WHERE publica ORDER BY 1 LIMIT 1`))[0];
    expect((await call('GET', `/parametros/atividade/${activity.cod_atividade}`, visitor)).json()).toEqual({ ...activity, ativo: true });
    expect((await call('GET', '/parametros/atividade/99999', visitor)).json().message).toBe('error.activity-not-found');
    expect((await call('GET', '/parametros/atividade/99999/informativo', visitor)).statusCode).toBe(404);
    const notice = `/parametros/atividade/${activity.cod_atividade}/informativo`;
    expect((await call('GET', notice, visitor)).json()).toEqual({ cod_atividade: activity.cod_atividade, informativo: null });
    await call('PUT', `/balcao/biblioteca/textos/atividade:${activity.cod_atividade}`, admin, { idioma: '1', titulo: null, conteudo: '<p>Aviso<iframe src=x></iframe></p>', ativo: true });
    await call('PUT', `/balcao/biblioteca/textos/atividade:${activity.cod_atividade}`, admin, { idioma: '3', titulo: null, conteudo: '<p>Aviso ES</p>', ativo: true });
    expect((await call('GET', notice, visitor, undefined, '1')).json().informativo).toBe('<p>Aviso</p>');
    expect((await call('GET', notice, visitor, undefined, '3')).json().informativo).toBe('<p>Aviso ES</p>');
    expect((await call('GET', notice, visitor, undefined, '5')).json().informativo).toBe('<p>Aviso</p>');
    expect((await call('PUT', '/balcao/biblioteca/textos/atividade:99999', admin, { idioma: '1', titulo: null, conteudo: 'x', ativo: true })).statusCode).toBe(404);
    expect((await call('PUT', '/balcao/biblioteca/textos/rodape', admin, { idioma: '1', titulo: null, conteudo: 'x', ativo: true })).statusCode).toBe(400);
  });

  it('lists institutional events not yet over, soonest first; added and removed by staff (audited)', async () => {
    const add = (titulo: string, inicio: string, fim: string | null) =>
      call('POST', '/balcao/biblioteca/eventos', admin, { titulo, descricao: 'Descrição', data_inicio: inicio, data_fim: fim, local: 'Auditório', link: 'https://ufdemo.edu.br/e' });
    const later = await add('Semana do livro', '2099-05-10T13:00:00.000Z', '2099-05-12T18:00:00.000Z');
    expect(later.statusCode).toBe(201);
    const sooner = (await add('Oficina ABNT', '2099-03-01T13:00:00.000Z', null)).json();
    await add('Passado', '2001-03-01T13:00:00.000Z', '2001-03-02T13:00:00.000Z');
    expect((await add('Ao contrário', '2099-03-02T13:00:00.000Z', '2099-03-01T13:00:00.000Z')).json().message).toBe('error.event-dates-order');
    expect((await call('POST', '/balcao/biblioteca/eventos', admin, { titulo: 'x', descricao: null, data_inicio: '2099-01-01T00:00:00Z', data_fim: null, local: null, link: 'javascript:alert(1)' })).statusCode).toBe(400);
    const listed = (await call('GET', '/parametros/eventos_institucionais', visitor)).json();
    expect(listed.map((e: { titulo: string }) => e.titulo)).toEqual(['Oficina ABNT', 'Semana do livro']);
    expect(listed[1]).toMatchObject({ data_inicio: '2099-05-10T13:00:00.000Z', data_fim: '2099-05-12T18:00:00.000Z', local: 'Auditório', link: 'https://ufdemo.edu.br/e' });
    expect((await call('DELETE', `/balcao/biblioteca/eventos/${sooner.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', '/parametros/eventos_institucionais', visitor)).json()).toHaveLength(1);
    expect((await call('DELETE', `/balcao/biblioteca/eventos/${sooner.id}`, admin)).json().message).toBe('error.event-not-found');
    expect((await audit('event.add')).length).toBe(3);
    expect((await audit('event.remove'))[0]).toMatchObject({ alvo_id: sooner.id, antes: { titulo: 'Oficina ABNT' }, depois: null });
  });
});
