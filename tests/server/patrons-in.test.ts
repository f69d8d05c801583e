// Issue 23 item 2: patrons in. The CSV loader (bad rows, idempotent by login, no password),
// an expired registration (signs in and reads; refused at hold, loan request, renewal and
// the desk's check-out with its reason), and just-in-time creation at a first OIDC sign-in.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import type { LoadEvent } from '../../server/loaders/csv';
import { loadPatrons } from '../../server/loaders/patrons';
import { OIDC_CLIENT, signInAt, startOidcIdp, type OidcIdp } from '../support/oidc-idp';
import { CookieJar } from '../support/cookie-jar';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../fixtures/csv');

describe(`patrons in (${backendName})`, () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  const q = <T>(text: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, text);
  beforeAll(async () => {
    app = await testApp();
    staff = bearer((await login(app, 'bibliotecario')).access_token);
  });
  afterAll(() => app?.close());

  describe('npm run patrons (the loader)', () => {
    const run = async (file: string, mapping: Record<string, string> = {}, options: { requireEmail?: boolean } = {}) => {
      const events: LoadEvent[] = [];
      const result = await loadPatrons(app.ctx.database, file, mapping, (e) => events.push(e), options);
      return {
        result, errors: events.flatMap((e) => (e.event === 'row-error' ? [`${e.line}: ${e.reason}`] : [])),
        warnings: events.flatMap((e) => (e.event === 'row-warning' ? [`${e.line}: ${e.reason}`] : [])),
      };
    };

    it('reports a bad CPF, an unknown category and a duplicate card, and writes the good rows', async () => {
      const { result, errors } = await run(path.join(FIXTURES, 'patrons.csv'));
      expect(result).toMatchObject({ read: 5, created: 2, updated: 0, skipped: 3, failed: null });
      expect(errors).toEqual([
        '4: malcpf: invalid CPF "123.456.789-00"',
        '5: semcat: unknown category "99"',
        '6: repetido: duplicate card barcode C0001 (line 2)',
      ]);
      const [carla] = await q<{ nome: string; categoria: string; cartao: string; validade: string; cpf: string; cod_biblioteca: number; senha_hash: string }>(sql`
        SELECT nome, categoria, cartao, validade_matricula::text AS validade, dados_pessoais->>'cpf' AS cpf, cod_biblioteca, senha_hash FROM pessoa WHERE login = 'carla.dias'`);
      expect(carla).toEqual({ nome: 'Carla Dias', categoria: '01', cartao: 'C0001', validade: '2030-12-31', cpf: '52998224725', cod_biblioteca: 1, senha_hash: '!' });
      expect(await q(sql`SELECT 1 FROM pessoa WHERE login IN ('malcpf', 'semcat', 'repetido')`)).toEqual([]);
      // An audit row for the file, written with it.
      const [audit] = await q<{ depois: { created: number; skipped: number } }>(sql`SELECT depois FROM auditoria WHERE acao = 'patron.import' ORDER BY id DESC LIMIT 1`);
      expect(audit.depois).toMatchObject({ created: 2, skipped: 3 });
    });

    it('is idempotent by login: a second load of the same rows reports them unchanged, a changed row updated', async () => {
      const before = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM pessoa`);
      const { result } = await run(path.join(FIXTURES, 'patrons.csv'));
      expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 3 });
      expect(await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM pessoa`)).toEqual(before);
      const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'patrons-')), 'p.csv');
      await fs.writeFile(file, 'login;nome;categoria;e-mail;cpf;cartao;validade;biblioteca\n'
        + 'carla.dias;Carla Dias Moreira;01;carla@example.org;529.982.247-25;C0001;31/12/2030;1\nbruno.reis;Bruno Reis;04;bruno@example.org;;C0002;2020-01-31;\n');
      expect((await run(file)).result).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    });

    it('a row without e-mail loads with a warning, or is refused with requireEmail', async () => {
      const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'patrons-')), 'p.csv');
      await fs.writeFile(file, 'login,nome,categoria,email\nsem.email,Sem Email,01,\ncom.email,Com Email,01,com@example.org\n');
      const refused = await run(file, {}, { requireEmail: true });
      expect(refused.result).toMatchObject({ created: 1, skipped: 1 });
      expect(refused.errors).toEqual(['2: sem.email: no e-mail (--require-email)']);
      const warned = await run(file);
      expect(warned.result).toMatchObject({ created: 1, unchanged: 1, skipped: 0, warned: 1 });
      expect(warned.warnings).toEqual(['2: sem.email: no e-mail: unless one is on record already, first access only by a code from the desk']);
    });

    it('an imported patron has no password: the password grant refuses every guess', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username: 'carla.dias', password: '!' } });
      expect(res.statusCode).toBe(401);
    });

    it('a card another patron holds is refused; the header mapping names other columns', async () => {
      const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'patrons-')), 'p.csv');
      await fs.writeFile(file, 'Usuário,Nome completo,Vínculo,Cartão\nnovo.um,Novo Um,03,C0002\nnovo.dois,Novo Dois,03,C0099\n');
      const { result, errors } = await run(file, { login: 'Usuário', name: 'Nome completo', category: 'Vínculo', card: 'Cartão' });
      expect(result).toMatchObject({ read: 2, created: 1, skipped: 1 });
      expect(errors).toEqual(['2: novo.um: duplicate card barcode C0002 (patron bruno.reis has it)']);
      const missing = await run(file, { login: 'Nope' });
      expect(missing.result.failed).toBe('the header has no column for: login (column "Nope")');
    });
  });

  describe('an expired registration', () => {
    let ana: Record<string, string>;
    beforeAll(async () => {
      ana = bearer((await login(app, 'aluno')).access_token);
      await app.ctx.database.exec(`UPDATE pessoa SET validade_matricula = current_date - 1 WHERE login = 'aluno'`);
    });
    afterAll(() => app.ctx.database.exec(`UPDATE pessoa SET validade_matricula = NULL WHERE login = 'aluno'`));

    it('signs in and sees her record and loans (the demo account vencido too); her export says until when', async () => {
      expect((await app.inject({ url: '/api/pessoas', headers: ana })).statusCode).toBe(200);
      const [{ d }] = await q<{ d: string }>(sql`SELECT (current_date - 1)::text AS d`);
      const exported = (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: ana })).json();
      expect(String(exported.pessoa.validade_matricula).slice(0, 10)).toBe(d);
      expect((await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: ana })).json().length).toBe(3);
      const vencido = bearer((await login(app, 'vencido')).access_token);
      expect((await app.inject({ url: '/api/pessoas', headers: vencido })).statusCode).toBe(200);
    });

    it('is refused at hold, loan request, renewal, a request to the library and desk check-out, with its reason', async () => {
      const [title] = await q<{ cod_acervo: number; cod_exemplar: number; cod_biblioteca: number }>(sql`
        SELECT e.cod_acervo, e.cod_exemplar, e.cod_biblioteca FROM exemplar e
        WHERE e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.volume IS NULL AND e.tomo IS NULL AND e.parte IS NULL
          AND e.material_adicional IS NULL ORDER BY e.cod_acervo LIMIT 1`);
      const hold = await app.inject({
        method: 'POST', url: '/api/reserva', headers: ana,
        payload: { cod_acervo: title.cod_acervo, biblioteca: title.cod_biblioteca, volume: null, tomo: null, parte: null, material_adicional: null, localizacao: null },
      });
      expect(hold.statusCode).toBe(422);
      expect(hold.json().message).toBe('error.registration-expired');
      const form = (await app.inject({ url: `/api/solicitacao-emprestimo/${title.cod_acervo}/informacoes-iniciais`, headers: ana })).json();
      expect(form).toMatchObject({ pode_solicitar: false, motivo: 'error.registration-expired' });
      const request = await app.inject({
        method: 'POST', url: `/api/solicitacao-emprestimo/${title.cod_acervo}`, headers: ana,
        payload: {
          biblioteca_origem: title.cod_biblioteca, biblioteca_recebimento: title.cod_biblioteca, volume: null, tomo: null, parte: null,
          material_adicional: null, telefone: '(48) 3721-9000', email: 'ana@example.org', cod_local_recebimento: 1, domicilio: false,
        },
      });
      expect(request.statusCode).toBe(422);
      expect(request.json().message).toBe('error.registration-expired');
      const renewable = (await app.inject({ url: '/api/pessoas/renovar', headers: ana })).json();
      expect(renewable.map((l: { motivo: string }) => l.motivo)).toEqual(renewable.map(() => 'error.registration-expired'));
      const renewed = (await app.inject({ method: 'POST', url: '/api/emprestimo/renovacao', headers: ana, payload: { emprestimos: [], todos: true } })).json();
      expect(renewed.length).toBe(3);
      for (const r of renewed) expect(r).toMatchObject({ renovado: false, mensagem: 'error.registration-expired' });
      const search = await app.inject({
        method: 'POST', url: '/api/solicitacoes/pesquisa-especializada', headers: ana,
        payload: { cod_biblioteca: title.cod_biblioteca, assunto: 'Patentes de biofertilizantes', ano_inicio: 2010, ano_fim: 2024 },
      });
      expect(search.statusCode).toBe(422);
      expect(search.json().message).toBe('error.registration-expired');
      const checkout = await app.inject({
        method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'aluno', codigo_barras: String(title.cod_exemplar) },
      });
      expect(checkout.statusCode).toBe(422);
      expect(checkout.json().message).toBe('error.registration-expired');
    });

    it('a registration valid until today still circulates', async () => {
      await app.ctx.database.exec(`UPDATE pessoa SET validade_matricula = current_date WHERE login = 'aluno'`);
      const renewable = (await app.inject({ url: '/api/pessoas/renovar', headers: ana })).json();
      expect(renewable.map((l: { motivo: string | null }) => l.motivo)).not.toContain('error.registration-expired');
    });
  });
});

const SITE = 'http://catalogo.test';
const CALLBACK = `${SITE}/api/oidc/callback`;

describe(`just-in-time patrons at the first OIDC sign-in (${backendName})`, () => {
  let idp: OidcIdp;
  let on: FastifyInstance;
  let off: FastifyInstance;
  const oidc = () => ({ issuer: idp.issuer, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, logoutUrl: null, claim: 'preferred_username', scope: 'openid profile email' });
  beforeAll(async () => {
    idp = await startOidcIdp({ redirectUris: [CALLBACK] });
    on = await testApp({ publicUrl: SITE, oidc: oidc(), ssoJit: { enabled: true, categoryClaim: 'affiliation', categories: { student: '01', faculty: '04' }, defaultCategory: null } });
    off = await testApp({ publicUrl: SITE, oidc: oidc() });
  });
  afterAll(async () => { await on?.close(); await off?.close(); await idp?.close(); });

  async function signIn(app: FastifyInstance, username: string) {
    const auth = bearer(await publicToken(app));
    // One browser: the start's cookie binds the sign-in to it (issue 33, sso/browser-binding.ts).
    const browser = new CookieJar();
    const started = await app.inject({ url: '/api/oidc/authorize', headers: auth });
    browser.take(started);
    const { nonce, link } = started.json();
    const callback = await signInAt(link, username, CALLBACK);
    await app.inject({ url: callback.slice(SITE.length), headers: browser.headers(callback.slice(SITE.length)) });
    return app.inject({ method: 'POST', url: '/api/oidc/validar', headers: { ...auth, ...browser.headers('/api/oidc/validar') }, payload: { nonce } });
  }

  it('off (the default): a person we do not know is refused, as before', async () => {
    const res = await signIn(off, 'calouro');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-user-not-found');
    expect(await queryRows(off.ctx.database.db, sql`SELECT 1 FROM pessoa WHERE login = 'calouro'`)).toEqual([]);
  });

  it('on: the affiliation maps to a category and the patron is created, once, without a password', async () => {
    const res = await signIn(on, 'calouro');
    expect(res.statusCode).toBe(200);
    const me = (await on.inject({ url: '/api/pessoas', headers: bearer(res.json().access_token) })).json();
    expect(me.user).toMatchObject({ login: 'calouro', nome: 'Davi Calouro Mendes' });
    const people = await queryRows<{ categoria: string; email: string; senha_hash: string }>(on.ctx.database.db, sql`
      SELECT categoria, email, senha_hash FROM pessoa WHERE login = 'calouro'`);
    expect(people).toEqual([{ categoria: '01', email: 'davi.mendes@idp.test', senha_hash: '!' }]);
    expect((await signIn(on, 'calouro')).statusCode).toBe(200);
    expect(await queryRows(on.ctx.database.db, sql`SELECT 1 FROM pessoa WHERE login = 'calouro'`)).toHaveLength(1);
    expect(await queryRows(on.ctx.database.db, sql`SELECT 1 FROM auditoria WHERE acao = 'patron.create-sso'`)).toHaveLength(1);
  });

  it('on, but no affiliation the mapping knows and no default: refused', async () => {
    const res = await signIn(on, 'desconhecido');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-user-not-found');
  });
});
