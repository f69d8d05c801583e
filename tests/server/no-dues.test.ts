// Issue 13 item 3: the no-debts certificate. What blocks it, issuing it (confirmed; it
// separates the patron: no loans, holds or requests, other sessions end, signing in again
// shows it), its PDF, anyone checking its code (and learning only name, date, validity),
// and mailing it to the addresses given.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { pdfText } from '../support/pdf';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

describe(`the no-debts certificate (${backendName})`, () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  let ana: Record<string, string>;
  let staff: Record<string, string>;
  const check = (auth: Record<string, string>) => app.inject({ url: '/api/unidade-informacao/nada-consta/verifica', headers: auth });
  const issue = (auth: Record<string, string>, payload: object = { confirmar: true }) =>
    app.inject({ method: 'POST', url: '/api/unidade-informacao/nada-consta', headers: auth, payload });
  const verify = async (code: string) =>
    app.inject({ url: `/api/nada-consta/verificar/${encodeURIComponent(code)}`, headers: bearer(await publicToken(app)) });
  const mail = (auth: Record<string, string>, destinatarios: string) =>
    app.inject({ method: 'POST', url: '/api/nada-consta/send-mail', headers: auth, payload: { destinatarios } });
  const refresh = (token: string) => app.inject({
    method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: token },
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await testApp({ smtpUrl: sink.url, mailFrom: 'Biblioteca <biblioteca@example.org>' });
    ana = bearer((await login(app, 'aluno')).access_token);
    staff = bearer((await login(app, 'bibliotecario')).access_token);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("tells aluno what stands in the way (loans, debt, holds) and refuses to issue it", async () => {
    const res = await check(ana);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pode_emitir).toBe(false);
    expect(body.certidao).toBeNull();
    const kinds = new Set(body.pendencias.map((p: { tipo: string }) => p.tipo));
    expect([...kinds].sort()).toEqual(['emprestimo', 'multa', 'reserva']);
    expect(body.pendencias.filter((p: { tipo: string }) => p.tipo === 'emprestimo')).toHaveLength(3);
    expect(body.pendencias.find((p: { tipo: string }) => p.tipo === 'multa').descricao).toContain('Atraso na devolução (3 dias)');
    for (const p of body.pendencias) expect(p.desc_biblioteca).toEqual(expect.any(String));
    const refused = await issue(ana);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.no-dues-pending');
  });

  it('lists an open loan request as a blocker (posgrad waits for one)', async () => {
    const carlos = bearer((await login(app, 'posgrad')).access_token);
    expect((await check(carlos)).json().pendencias.map((p: { tipo: string }) => p.tipo)).toContain('solicitacao');
  });

  it('asks for confirmation, and refuses visitors', async () => {
    const rafael = bearer((await login(app, 'tecnico')).access_token);
    expect((await issue(rafael, {})).statusCode).toBe(400);
    expect((await issue(rafael, { confirmar: false })).statusCode).toBe(400);
    expect((await check(bearer(await publicToken(app)))).statusCode).toBe(403);
    expect((await issue(bearer(await publicToken(app)))).statusCode).toBe(403);
  });

  describe('tecnico, with a clean record', () => {
    let phone: { access_token: string; refresh_token: string };
    let laptop: { access_token: string; refresh_token: string };
    let code: string;

    beforeAll(async () => {
      phone = await login(app, 'tecnico');
      laptop = await login(app, 'tecnico');
    });

    it('may have it; issuing it answers the certificate with its code, once', async () => {
      expect((await check(bearer(phone.access_token))).json()).toEqual({ pode_emitir: true, pendencias: [], certidao: null });
      const res = await issue(bearer(phone.access_token));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ nome: 'Rafael Nunes Cardoso', url: '/api/unidade-informacao/nada-consta/pdf' });
      expect(body.numero).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(body.html).toContain(body.numero);
      code = body.numero;
      const again = await issue(bearer(phone.access_token));
      expect(again.json().numero).toBe(code);
      const rows = await queryRows<{ n: number }>(app.ctx.database.db, sql`
        SELECT count(*)::int AS n FROM nada_consta n JOIN pessoa p USING (cod_pessoa) WHERE p.login = 'tecnico'`);
      expect(rows[0].n).toBe(1);
    });

    it("ends the patron's other sessions: their access and refresh tokens stop working; this one goes on", async () => {
      expect((await check(bearer(laptop.access_token))).statusCode).toBe(401);
      expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
      const still = await check(bearer(phone.access_token));
      expect(still.statusCode).toBe(200);
      expect(still.json()).toMatchObject({ pode_emitir: false, pendencias: [], certidao: { numero: code } });
    });

    it('signing in again still works and shows the certificate', async () => {
      const again = bearer((await login(app, 'tecnico')).access_token);
      expect((await check(again)).json().certidao.numero).toBe(code);
    });

    it('a separated patron can no longer borrow, hold or request', async () => {
      const rafael = bearer((await login(app, 'tecnico')).access_token);
      const [title] = await queryRows<{ cod_acervo: number; cod_exemplar: number; cod_biblioteca: number }>(app.ctx.database.db, sql`
        SELECT e.cod_acervo, e.cod_exemplar, e.cod_biblioteca FROM exemplar e
        WHERE e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.volume IS NULL AND e.tomo IS NULL AND e.parte IS NULL
          AND e.material_adicional IS NULL ORDER BY e.cod_acervo LIMIT 1`);
      const checkout = await app.inject({
        method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'tecnico', codigo_barras: String(title.cod_exemplar) },
      });
      expect(checkout.statusCode).toBe(422);
      expect(checkout.json().message).toBe('error.patron-separated');
      const hold = await app.inject({
        method: 'POST', url: '/api/reserva', headers: rafael,
        payload: { cod_acervo: title.cod_acervo, biblioteca: title.cod_biblioteca, volume: null, tomo: null, parte: null, material_adicional: null, localizacao: null },
      });
      expect(hold.statusCode).toBe(422);
      expect(hold.json().message).toBe('error.patron-separated');
      const form = (await app.inject({ url: `/api/solicitacao-emprestimo/${title.cod_acervo}/informacoes-iniciais`, headers: rafael })).json();
      expect(form).toMatchObject({ pode_solicitar: false, motivo: 'error.patron-separated' });
      const request = await app.inject({
        method: 'POST', url: `/api/solicitacao-emprestimo/${title.cod_acervo}`, headers: rafael,
        payload: {
          biblioteca_origem: title.cod_biblioteca, biblioteca_recebimento: title.cod_biblioteca, volume: null, tomo: null, parte: null,
          material_adicional: null, telefone: '(48) 3721-9000', email: 'rafael@example.org', cod_local_recebimento: 1, domicilio: false,
        },
      });
      expect(request.statusCode).toBe(422);
      expect(request.json().message).toBe('error.patron-separated');
    });

    it('anyone may verify the code and learns only validity, name and date', async () => {
      const res = await verify(code.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['data_emissao', 'nome', 'valido']);
      expect(res.json()).toMatchObject({ valido: true, nome: 'Rafael Nunes Cardoso' });
      expect((await verify('ZZZZ-ZZZZ-ZZZZ')).json()).toEqual({ valido: false, nome: null, data_emissao: null });
      expect((await app.inject({ url: `/api/nada-consta/verificar/${code}` })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/nada-consta/verificar/<script>', headers: bearer(await publicToken(app)) })).statusCode).toBe(400);
    });

    it('downloads the certificate PDF with the declaration, the name, the date and the code; aluno has none', async () => {
      const res = await app.inject({ url: '/api/unidade-informacao/nada-consta/pdf', headers: bearer(phone.access_token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(res.rawPayload));
      expect(text).toContain('CERTIDÃO DE NADA CONSTA');
      expect(text).toContain('Nome: Rafael Nunes Cardoso');
      expect(text).toContain(`Código de verificação: ${code}`);
      expect(text).toMatch(/Data de emissão: \d{2}\/\d{2}\/\d{4}/);
      expect(text).toContain(`/nada-consta/verificar?codigo=${code}`);
      expect((await app.inject({ url: '/api/unidade-informacao/nada-consta/pdf', headers: ana })).statusCode).toBe(404);
    });

    it('mails the PDF as an attachment to each valid address given; refuses bad lists', async () => {
      const rafael = bearer(phone.access_token);
      const bad = async (list: string, key: string) => {
        const res = await mail(rafael, list);
        expect(res.statusCode, list).toBe(422);
        expect(res.json().message).toBe(key);
        return res.json();
      };
      expect((await bad('rh@example.org; not-an-address', 'error.invalid-recipient')).destinatario).toBe('not-an-address');
      await bad(' ; ', 'error.missing-recipients');
      await bad(Array.from({ length: 6 }, (_, i) => `p${i}@example.org`).join(';'), 'error.too-many-recipients');
      expect(sink.messages).toHaveLength(0);
      expect((await mail(rafael, 'rh@example.org; cartorio@example.com')).statusCode).toBe(204);
      const sent = await sink.waitFor(2);
      expect(sent.flatMap((m) => m.to).sort()).toEqual(['cartorio@example.com', 'rh@example.org']);
      for (const message of sent) {
        expect(message.raw).toMatch(/Content-Type: multipart\/mixed/i);
        expect(message.raw).toMatch(/Content-Type: application\/pdf; name=nada-consta-[\w-]+\.pdf/i);
        expect(message.raw).toContain(code);
      }
      expect((await mail(ana, 'rh@example.org')).statusCode).toBe(404);
    });
  });
});
