// Loan requests (spec §3-§5, §8), inter-library and closed-storage requests, alerts and the
// personal area's entries (issue 16).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`loan requests, requests and alerts (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  let rafael: Record<string, string>;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  /** Titles with a copy of the plain combination on the shelf that nobody has asked for. */
  const onShelf = () => rows<{ cod_acervo: number; cod_biblioteca: number }>(`
    SELECT DISTINCT ON (e.cod_acervo) e.cod_acervo, e.cod_biblioteca FROM exemplar e
    WHERE e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.volume IS NULL AND e.tomo IS NULL AND e.parte IS NULL
      AND e.material_adicional IS NULL AND NOT EXISTS (SELECT 1 FROM solicitacao_emprestimo s WHERE s.cod_acervo = e.cod_acervo)
    ORDER BY e.cod_acervo LIMIT 8`);
  const base = (codBiblioteca: number) => ({
    biblioteca_origem: codBiblioteca, biblioteca_recebimento: codBiblioteca, volume: null, tomo: null, parte: null, material_adicional: null,
    telefone: '(48) 3721-9000', email: 'ana@example.org', cod_local_recebimento: 1, domicilio: false,
  });
  const request = (auth: Record<string, string>, codAcervo: number, body: object) =>
    app.inject({ method: 'POST', url: `/api/solicitacao-emprestimo/${codAcervo}`, headers: auth, payload: body });

  beforeAll(async () => {
    app = await testApp();
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
  });
  afterAll(() => app?.close());

  it('offers the form with its choices, prefilled contact and whether home delivery is allowed', async () => {
    const [title] = await onShelf();
    const form = (await app.inject({ url: `/api/solicitacao-emprestimo/${title.cod_acervo}/informacoes-iniciais`, headers: carlos })).json();
    expect(form).toMatchObject({ pode_solicitar: true, motivo: null, permite_domicilio: true, email: 'posgrad@ufdemo.edu.br' });
    expect(form.bibliotecas_recebimento.length).toBe(6);
    expect(form.locais_recebimento.length).toBeGreaterThan(0);
    const visitor = bearer(await publicToken(app));
    expect((await app.inject({ url: `/api/solicitacao-emprestimo/${title.cod_acervo}/informacoes-iniciais`, headers: visitor })).json())
      .toMatchObject({ permite_domicilio: false, telefone: null, email: null });
  });

  it('applies §5: phone sanitised and cut to 16, e-mail pattern, receiving place, home address when delivering home', async () => {
    const [a, b] = await onShelf();
    const body = base(a.cod_biblioteca);
    const bad = async (changes: object, key: string) => {
      const res = await request(carlos, a.cod_acervo, { ...body, ...changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      expect(res.json().message).toBe(key);
    };
    await bad({ telefone: '   ' }, 'error.phone-required');
    // The contract's e-mail format refuses a malformed address at the edge (the pattern is unit-tested too).
    expect((await request(carlos, a.cod_acervo, { ...body, email: 'ana..souza@example' })).statusCode).toBe(400);
    await bad({ cod_local_recebimento: 99 }, 'error.loan-request-location-required');
    await bad({ domicilio: true, recebimento_textual: '   ' }, 'error.loan-request-address-required');
    await bad({ biblioteca_recebimento: 9999 }, 'error.loan-request-library-invalid');
    await bad({ volume: 'v. 9' }, 'error.loan-request-option-invalid');
    // aluno's category (undergraduate) has no home delivery.
    const home = await request(ana, a.cod_acervo, { ...body, domicilio: true, recebimento_textual: 'Rua A, 1' });
    expect(home.json().message).toBe('error.loan-request-home-not-allowed');

    // The contract itself refuses what the sanitiser would strip (letters) or cut (past 16).
    expect((await request(carlos, a.cod_acervo, { ...body, telefone: '(48) 99999 ramal 12' })).statusCode).toBe(400);
    expect((await request(carlos, a.cod_acervo, { ...body, telefone: '(48) 99999-8888 12' })).statusCode).toBe(400);
    const ok = await request(carlos, a.cod_acervo, { ...body, telefone: ' (48) 99999-888 ', domicilio: true, recebimento_textual: ' Rua Lauro Linhares, 100 ', pessoa_autorizada: ' Maria ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ cod_acervo: a.cod_acervo, situacao: 'aguardando', domicilio: true });
    expect(ok.json().pessoa_autorizada).toBe('Maria');
    const [stored] = await rows<{ telefone: string; recebimento_textual: string }>(`SELECT telefone, recebimento_textual FROM solicitacao_emprestimo WHERE cod_solicitacao = ${ok.json().cod_solicitacao}`);
    expect(stored).toEqual({ telefone: '(48) 99999-888', recebimento_textual: 'Rua Lauro Linhares, 100' });

    expect((await request(carlos, a.cod_acervo, body)).json().message).toBe('error.loan-request-duplicate');
    expect((await app.inject({ url: `/api/solicitacao-emprestimo/${a.cod_acervo}/informacoes-iniciais`, headers: carlos })).json())
      .toMatchObject({ pode_solicitar: false, motivo: 'error.loan-request-duplicate' });
    expect((await request(carlos, b.cod_acervo, base(b.cod_biblioteca))).statusCode).toBe(201);
  });

  it("refuses one request more than the category's limit (technical course: 2 open)", async () => {
    const titles = await onShelf();
    const codes: number[] = [];
    for (const t of titles.slice(0, 2)) {
      const res = await request(rafael, t.cod_acervo, base(t.cod_biblioteca));
      expect(res.statusCode).toBe(201);
      codes.push(res.json().cod_solicitacao);
    }
    const third = await request(rafael, titles[2].cod_acervo, base(titles[2].cod_biblioteca));
    expect(third.json()).toEqual({ message: 'error.loan-request-limit-exceeded' });
    const listed = (await app.inject({ url: '/api/solicitacao-emprestimo?status=aguardando', headers: rafael })).json();
    expect(listed.map((r: { cod_solicitacao: number }) => r.cod_solicitacao).sort()).toEqual(codes.sort());
    expect((await app.inject({ url: '/api/solicitacao-emprestimo?status=cancelada', headers: rafael })).json()).toEqual([]);
    // Nobody else sees them.
    const others = (await app.inject({ url: '/api/solicitacao-emprestimo', headers: ana })).json();
    expect(others.some((r: { cod_solicitacao: number }) => codes.includes(r.cod_solicitacao))).toBe(false);
  });

  it('records an inter-library loan request and a closed-storage request', async () => {
    const form = (await app.inject({ url: '/api/solicitacoes/emprestimo-inter-bibliotecas/dados', headers: ana })).json();
    expect(form.instituicoes.length).toBeGreaterThan(0);
    expect(form.email).toBe('aluno@ufdemo.edu.br');
    const payload = { cod_empresa: form.instituicoes[0].cod_empresa, titulo: 'Grande sertão: veredas', biblioteca_recebimento: form.bibliotecas_recebimento[0].cod_biblioteca, telefone: '48 3721-0000', email: 'aluno@ufdemo.edu.br' };
    const made = await app.inject({ method: 'POST', url: '/api/solicitacoes/emprestimo-inter-bibliotecas', headers: ana, payload });
    expect(made.statusCode).toBe(201);
    expect(made.json().cod_solicitacao).toBeGreaterThan(0);
    const wrong = await app.inject({ method: 'POST', url: '/api/solicitacoes/emprestimo-inter-bibliotecas', headers: ana, payload: { ...payload, cod_empresa: 999999 } });
    expect(wrong.json().message).toBe('error.inter-library-institution-invalid');

    const [t] = await onShelf();
    const archive = (cesta: object[], lib = t.cod_biblioteca) => app.inject({ method: 'POST', url: `/api/gravar-armazem?cod_biblioteca=${lib}`, headers: ana, payload: { cesta } });
    expect((await archive([{ cod_acervo: t.cod_acervo }])).statusCode).toBe(201);
    expect((await archive([])).json().message).toBe('error.archive-empty');
    expect((await archive([{ cod_acervo: t.cod_acervo }], 9999)).json().message).toBe('error.archive-library-invalid');
  });

  it('lists, marks and deletes alerts of their owner only; filtering needs both dates in order', async () => {
    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: ana })).json();
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    const unread = alerts.find((a: { lido: boolean }) => !a.lido);
    expect(unread).toMatchObject({ tipo: 'reserva_liberada', titulo: 'Reserva disponível', rota: 'reservas' });

    expect((await app.inject({ method: 'PUT', url: `/api/solicitacoes/alertas/${unread.id}`, headers: carlos, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/solicitacoes/alertas/${unread.id}`, headers: carlos })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/solicitacoes/alertas', headers: carlos })).json().some((a: { id: number }) => a.id === unread.id)).toBe(false);

    const read = await app.inject({ method: 'PUT', url: `/api/solicitacoes/alertas/${unread.id}`, headers: ana, payload: {} });
    expect(read.json()).toMatchObject({ id: unread.id, lido: true });
    const again = await app.inject({ method: 'PUT', url: `/api/solicitacoes/alertas/${unread.id}`, headers: ana, payload: { lido: false } });
    expect(again.json().lido).toBe(false);

    const today = new Date().toISOString().slice(0, 10);
    const one = await app.inject({ url: `/api/solicitacoes/alertas?dataIni=${today}`, headers: ana });
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toBe('error.dates-both-required');
    expect((await app.inject({ url: '/api/solicitacoes/alertas?dataIni=2026-02-01&dataFim=2026-01-01', headers: ana })).json().message).toBe('error.dates-order');
    const [{ d }] = await rows<{ d: string }>(`SELECT (data::date)::text AS d FROM alerta WHERE id = ${unread.id}`);
    const inRange = (await app.inject({ url: `/api/solicitacoes/alertas?dataIni=${d}&dataFim=${d}`, headers: ana })).json();
    expect(inRange.map((a: { id: number }) => a.id)).toContain(unread.id);
    expect((await app.inject({ url: '/api/solicitacoes/alertas?dataIni=2000-01-01&dataFim=2000-01-31', headers: ana })).json()).toEqual([]);

    expect((await app.inject({ method: 'DELETE', url: `/api/solicitacoes/alertas/${unread.id}`, headers: ana })).statusCode).toBe(204);
    expect((await app.inject({ url: '/api/solicitacoes/alertas', headers: ana })).json().some((a: { id: number }) => a.id === unread.id)).toBe(false);
  });

  it('turns on only the personal-area entries whose calls work, and only those the institution enables', async () => {
    const layers = (await app.inject({ url: '/api/pessoas/autenticar/app-layers', headers: ana })).json().layers as { id: string; ativo: boolean }[];
    const on = (id: string) => layers.find((l) => l.id === id)!.ativo;
    // The spec's 29 entries and the phone self-checkout's (issue 39).
    expect(layers).toHaveLength(30);
    for (const id of ['emprestimo', 'renovacao', 'afastamento', 'token_emprestimo', 'emprestimos_pendentes', 'alertas', 'consulta_solicitacao_emprestimo', 'plano_ensino']) {
      expect(on(id), id).toBe(true);
    }
    // The interest profile (issue 24) is on too.
    expect(on('perfil_interesse'), 'perfil_interesse').toBe(true);
    // Requests to the library (issue 24).
    for (const id of ['solicitacoes', 'comutacao_bibliografica', 'levantamento_bibliografico', 'ficha_catalografica', 'pesquisa_especializada']) expect(on(id), id).toBe(true);
    await run(`UPDATE instituicao SET dados = jsonb_set(dados, '{app_layers}',
      (SELECT jsonb_agg(CASE WHEN l->>'id' = 'alertas' THEN jsonb_set(l, '{ativo}', 'false') ELSE l END) FROM jsonb_array_elements(dados->'app_layers') l))`);
    const after = (await app.inject({ url: '/api/pessoas/autenticar/app-layers', headers: ana })).json().layers as { id: string; ativo: boolean }[];
    expect(after.find((l) => l.id === 'alertas')!.ativo).toBe(false);
  });
});
