// The SIP2 self-check server (issue 26 item 3), driven over a real TCP socket: a terminal's
// whole conversation (login, status, patron information, checkout, renew, a return that
// releases a hold to another patron with its push and alert, fee paid, end of session,
// resend), the desk's refusals, malformed input that never takes the server down, idle and
// connection limits, and two terminals racing for one copy.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sip2SettingsFrom } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { createTerminal, updateTerminal } from '../../server/modules/integration/sip2';
import { startSip2Server, type Sip2Server } from '../../server/sip2';
import { checksumOf } from '../../server/sip2/protocol';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { DEMO_PASSWORD, bearer, login, testApp } from '../support/server-app';
import { Sip2Client, sipNow, withChecksum, type Sip2Reply } from '../support/sip2-client';
import { backendName } from '../support/test-db';

const TERMINAL_PASSWORD = 'quiosque-secreto-1';

describe(`the SIP2 self-check server (${backendName})`, () => {
  let app: FastifyInstance;
  let sip2: Sip2Server;
  let receiver: PushReceiver;
  let terminalId: number;
  const clients: Sip2Client[] = [];
  const logged: string[] = [];
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const f = (reply: Sip2Reply, id: string) => reply.fields.get(id)?.[0];

  async function connect(): Promise<Sip2Client> {
    const client = await Sip2Client.connect(sip2.port);
    clients.push(client);
    return client;
  }
  async function loggedIn(user = 'quiosque1', password = TERMINAL_PASSWORD): Promise<Sip2Client> {
    const client = await connect();
    expect((await client.request(`9300CN${user}|CO${password}|CPBC|`)).raw.slice(0, 3)).toBe('941');
    return client;
  }
  const now = () => sipNow();
  const checkout = (c: Sip2Client, patron: string, item: string, pin = DEMO_PASSWORD, renewalPolicy = 'N') =>
    c.request(`11${renewalPolicy}N${now()}${' '.repeat(18)}AOUFDEMO|AA${patron}|AB${item}|AC|AD${pin}|`);
  const checkin = (c: Sip2Client, item: string) => c.request(`09N${now()}${now()}APBC|AOUFDEMO|AB${item}|AC|`);
  /** Single-copy titles on the shelf, lent normally, that nobody holds. */
  const singleCopies = () => rows<{ cod_exemplar: number; cod_acervo: number }>(`
    SELECT min(e.cod_exemplar) AS cod_exemplar, e.cod_acervo FROM exemplar e
    WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
      AND NOT EXISTS (SELECT 1 FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar WHERE x.cod_acervo = e.cod_acervo AND m.data_devolucao IS NULL)
    GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.codigo_barras IS NULL)
    ORDER BY e.cod_acervo LIMIT 6`);

  beforeAll(async () => {
    receiver = await startPushReceiver();
    app = await testApp();
    app.ctx.push.agent = receiver.agent;
    await run(`UPDATE biblioteca SET horarios = '[]'::jsonb`);
    terminalId = (await createTerminal(app.ctx, { login: 'quiosque1', senha: TERMINAL_PASSWORD, descricao: 'Quiosque da entrada', codigo_local: 'BC', instituicao: 'UFDEMO' }, null)).cod_terminal;
    await createTerminal(app.ctx, { login: 'quiosque2', senha: TERMINAL_PASSWORD, deteccao_erros: false }, null);
    await createTerminal(app.ctx, { login: 'so-consulta', senha: TERMINAL_PASSWORD, mensagens: ['23', '17'] }, null);
    sip2 = await startSip2Server(app.ctx, { ...sip2SettingsFrom({}), port: 0, host: '127.0.0.1', idleSeconds: 60, maxConnections: 50, maxConnectionsPerAddress: 50 }, (m) => logged.push(m));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await sip2?.close();
    await app?.close();
    await receiver?.close();
  });

  it('a conversation: login, status, patron information, checkout, renew, a return that releases a hold, fee paid, end session, resend', async () => {
    const wrong = await connect();
    expect((await wrong.request('9300CNquiosque1|COerrada|CPBC|')).raw.slice(0, 3)).toBe('940');
    const kiosk = await loggedIn();

    const status = await kiosk.request('9900802.00');
    expect(status.code).toBe('98');
    expect(status.fixed.slice(0, 4)).toBe('YYYY'); // online, checkin, checkout, renewal allowed
    expect(f(status, 'BX')).toBe('YYYNYYYYYYYNNNYY');
    expect(f(status, 'AN')).toBe('BC');
    expect(status.raw).toMatch(/AY1AZ[0-9A-F]{4}$/); // the sequence number echoed

    const [{ cod_exemplar: copy, cod_acervo: title }] = await singleCopies();
    const info = await kiosk.request(`63000${now()}  Y       AOUFDEMO|AAtecnico|AD${DEMO_PASSWORD}|BP1|BQ5|`);
    expect(info.code).toBe('64');
    expect([f(info, 'BL'), f(info, 'CQ'), f(info, 'AE')]).toEqual(['Y', 'Y', 'Rafael Nunes Cardoso']);
    const chargedBefore = Number(info.fixed.slice(43, 47));

    const out = await checkout(kiosk, 'tecnico', String(copy));
    expect(out.code).toBe('12');
    expect(out.fixed[0]).toBe('1');
    expect(f(out, 'AH')).toMatch(/^\d{8} {4}235959$/);
    const [loan] = await rows<{ cod_emprestimo: number }>(`SELECT cod_emprestimo FROM emprestimo WHERE cod_exemplar = ${copy} AND data_devolucao IS NULL`);
    const [audit] = await rows<{ autor: number | null; terminal_sip2: number }>(`SELECT autor, terminal_sip2 FROM auditoria WHERE acao = 'loan.checkout' AND alvo_id = '${loan.cod_emprestimo}'`);
    expect(audit).toEqual({ autor: null, terminal_sip2: terminalId });
    const after = await kiosk.request(`63000${now()}  Y       AOUFDEMO|AAtecnico|`);
    expect(Number(after.fixed.slice(43, 47))).toBe(chargedBefore + 1);
    expect(after.fields.get('AU')).toContain(String(copy)); // charged items once the patron proved who they are (earlier AD)

    // A renewal the same day gives no more time; five days later it does.
    await run(`UPDATE emprestimo SET data_emprestimo = current_date - 5, data_devolucao_prevista = current_date + 2 WHERE cod_emprestimo = ${loan.cod_emprestimo}`);
    const renewed = await kiosk.request(`29NN${now()}${' '.repeat(18)}AOUFDEMO|AAtecnico|AB${copy}|`);
    expect(renewed.code).toBe('30');
    expect(renewed.fixed.slice(0, 2)).toBe('1Y');
    const [due] = await rows<{ d: string }>(`SELECT to_char(data_devolucao_prevista, 'YYYYMMDD') AS d FROM emprestimo WHERE cod_emprestimo = ${loan.cod_emprestimo}`);
    expect(f(renewed, 'AH')).toBe(`${due.d}    235959`);
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'loan.renew' AND terminal_sip2 = ${terminalId}`)).toHaveLength(1);

    // Another patron holds the title; the self-check return releases the copy to them.
    const carlos = bearer((await login(app, 'posgrad')).access_token);
    const [o] = (await app.inject({ url: `/api/reserva/${title}/informacoes-iniciais`, headers: carlos })).json().opcoes;
    const hold = (await app.inject({ method: 'POST', url: '/api/reserva', headers: carlos, payload: {
      cod_acervo: title, biblioteca: o.cod_biblioteca, volume: o.volume, tomo: o.tomo, parte: o.parte, material_adicional: o.material_adicional, localizacao: o.localizacao,
    } })).json();
    const device = receiver.newSubscription();
    expect((await app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: carlos, payload: { ...device.json, idioma: 'pt' } })).statusCode).toBe(204);

    const back = await checkin(kiosk, String(copy));
    expect(back.code).toBe('10');
    expect(back.fixed.slice(0, 4)).toBe('1NUY'); // checked in, not resensitized, alert: a hold
    expect(f(back, 'CV')).toBe('01');
    const holds = (await app.inject({ url: '/api/reserva', headers: carlos })).json() as { cod_reserva: number; situacao: string }[];
    expect(holds.find((h) => h.cod_reserva === hold.cod_reserva)!.situacao).toBe('liberada');
    const pushes = receiver.received.filter((r) => r.subscriptionId === device.id);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0].payload)).toMatchObject({ title: 'Reserva disponível', rota: 'reservas' });
    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: carlos })).json();
    expect(alerts[0]).toMatchObject({ tipo: 'reserva_liberada', lido: false });
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'loan.return' AND terminal_sip2 = ${terminalId}`)).toHaveLength(1);
    // The copy set aside for Carlos goes to nobody else, at a kiosk as at the desk.
    const taken = await checkout(kiosk, 'tecnico', String(copy));
    expect(taken.fixed[0]).toBe('0');
    expect(f(taken, 'AF')).toBe('Este exemplar está separado para a reserva de outro usuário.');

    // Ana pays her open fines at the kiosk.
    const [{ debt }] = await rows<{ debt: string }>(`SELECT sum(valor_multa - desconto - valor_pago)::text AS debt FROM multa m JOIN pessoa p USING (cod_pessoa)
      WHERE p.login = 'aluno' AND valor_multa - desconto - valor_pago > 0`);
    const short = await kiosk.request(`37${now()}0100BRLBV0.01|AOUFDEMO|AAaluno|AD${DEMO_PASSWORD}|`);
    expect(short.fixed[0]).toBe('N');
    const paid = await kiosk.request(`37${now()}0100BRLBV${Number(debt).toFixed(2)}|AOUFDEMO|AAaluno|AD${DEMO_PASSWORD}|BKrecibo-77|`);
    expect(paid.code).toBe('38');
    expect(paid.fixed[0]).toBe('Y');
    expect(f(paid, 'BK')).toBe('recibo-77');
    const staff = bearer((await login(app, 'bibliotecario')).access_token);
    expect((await app.inject({ url: '/api/balcao/usuarios/aluno', headers: staff })).json().debito).toBe(0);
    expect((await rows(`SELECT 1 FROM auditoria WHERE acao = 'payment.take' AND terminal_sip2 = ${terminalId}`)).length).toBe(1);
    // The kiosk's takings are in the day's closing, under the terminal's name, as cash (payment type 00).
    const [{ day }] = await rows<{ day: string }>('SELECT current_date::text AS day');
    const closing = (await app.inject({ url: `/api/balcao/caixa/fechamento?data=${day}`, headers: staff })).json();
    expect(closing.linhas).toContainEqual({ balcao: 'SIP2 quiosque1', metodo: 'dinheiro', pagamentos: 1, estornos: 0, total_centavos: Math.round(Number(debt) * 100) });

    const end = await kiosk.request(`35${now()}AOUFDEMO|AAaluno|`);
    expect(end.raw.slice(0, 3)).toBe('36Y');
    const again = await kiosk.request('97', { plain: true });
    expect(again.raw).toBe(end.raw);
    // After the end of the session, Ana's password is asked again.
    const renewAll = await kiosk.request(`65${now()}AOUFDEMO|AAaluno|`);
    expect(renewAll.fixed[0]).toBe('0');
    expect(f(renewAll, 'AF')).toBe('Informe a senha do usuário.');
  });

  it('terminals are managed by administrators only, checked and audited; the audit trail names a terminal as author', async () => {
    const admin = bearer((await login(app, 'administrador')).access_token);
    const clerk = bearer((await login(app, 'bibliotecario')).access_token);
    const patron = bearer((await login(app, 'aluno')).access_token);
    const create = (auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/balcao/terminais-sip2', headers: auth, payload });
    expect((await create(patron, { login: 'x1', senha: 'senha-longa' })).statusCode).toBe(403);
    expect((await create(clerk, { login: 'x1', senha: 'senha-longa' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/balcao/terminais-sip2', headers: clerk })).statusCode).toBe(403);
    expect((await create(admin, { login: 'x1', senha: 'curta' })).json()).toEqual({ message: 'error.sip2-terminal-password' });
    expect((await create(admin, { login: 'com espaço', senha: 'senha-longa' })).json()).toEqual({ message: 'error.sip2-terminal-login' });
    expect((await create(admin, { login: 'QUIOSQUE1', senha: 'senha-longa' })).json()).toEqual({ message: 'error.sip2-terminal-exists' });
    expect((await create(admin, { login: 'x1', senha: 'senha-longa', mensagens: ['15'] })).statusCode).toBe(400);
    const made = await create(admin, { login: 'x1', senha: 'senha-longa', descricao: 'Armário de retirada', mensagens: ['17', '09'] });
    expect(made.statusCode).toBe(201);
    const id = made.json().cod_terminal as number;
    expect(made.json()).toMatchObject({ login: 'x1', mensagens: ['17', '09'], deteccao_erros: true, ativo: true, ultimo_acesso: null });
    expect(JSON.stringify(made.json())).not.toMatch(/argon2|senha-longa/);
    const off = await app.inject({ method: 'PUT', url: `/api/balcao/terminais-sip2/${id}`, headers: admin, payload: { ativo: false } });
    expect(off.json()).toMatchObject({ ativo: false, descricao: 'Armário de retirada' });
    expect((await app.inject({ method: 'PUT', url: '/api/balcao/terminais-sip2/999999', headers: admin, payload: { ativo: false } })).statusCode).toBe(404);
    const list = (await app.inject({ url: '/api/balcao/terminais-sip2', headers: admin })).json() as { login: string }[];
    expect(list.map((t) => t.login)).toContain('x1');
    const [created] = await rows<{ acao: string }>(`SELECT t.acao FROM auditoria t JOIN pessoa p ON p.cod_pessoa = t.autor
      WHERE t.alvo_tipo = 'terminal_sip2' AND t.alvo_id = '${id}' AND p.login = 'administrador' ORDER BY t.id`);
    expect(created.acao).toBe('sip2-terminal.create');
    expect((await app.inject({ method: 'DELETE', url: `/api/balcao/terminais-sip2/${id}`, headers: admin })).statusCode).toBe(204);

    // A self-check checkout shows in the audit trail with the terminal as its author.
    const trail = (await app.inject({ url: '/api/balcao/auditoria?acao=loan.checkout', headers: admin })).json() as { itens: { autor: string | null }[] };
    expect(trail.itens.map((e) => e.autor)).toContain('sip2:quiosque1');
  });

  it("refuses at the kiosk what the desk refuses, and a wrong patron password, with a readable screen message", async () => {
    const kiosk = await loggedIn();
    const [, { cod_exemplar: copy }] = await singleCopies();
    await run(`UPDATE pessoa SET bloqueado = true WHERE login = 'professor'`);
    const blocked = await checkout(kiosk, 'professor', String(copy));
    // A blocked patron's right password is a valid one (CQ Y, SIP2's "valid patron password"): the
    // kiosk must not tell them their PIN is wrong, but why they are refused (issue 33 item 2).
    const blockedStatus = await kiosk.request(`23000${now()}AOUFDEMO|AAprofessor|AD${DEMO_PASSWORD}|`);
    const blockedInfo = await kiosk.request(`63000${now()}          AOUFDEMO|AAprofessor|AD${DEMO_PASSWORD}|`);
    const blockedWrong = await kiosk.request(`23000${now()}AOUFDEMO|AAprofessor|ADerrada|`);
    await run(`UPDATE pessoa SET bloqueado = false WHERE login = 'professor'`);
    expect(blocked.fixed[0]).toBe('0');
    expect(f(blocked, 'AF')).toBe('Este usuário está bloqueado e não pode fazer empréstimos.');
    for (const answer of [blockedStatus, blockedInfo]) {
      expect([f(answer, 'BL'), f(answer, 'CQ'), f(answer, 'AF')]).toEqual(['Y', 'Y', 'Este usuário está bloqueado e não pode fazer empréstimos.']);
      expect(answer.fixed[0]).toBe('Y'); // charge privileges denied
    }
    expect([f(blockedWrong, 'BL'), f(blockedWrong, 'CQ'), f(blockedWrong, 'AF')]).toEqual(['Y', 'N', 'Senha do usuário incorreta.']);

    await run(`UPDATE pessoa SET validade_matricula = current_date - 1 WHERE login = 'posgrad'`);
    const expired = await checkout(kiosk, 'posgrad', String(copy));
    await run(`UPDATE pessoa SET validade_matricula = NULL WHERE login = 'posgrad'`);
    expect(expired.fixed[0]).toBe('0');
    expect(f(expired, 'AF')).toMatch(/matrícula na biblioteca está vencida/);

    const wrongPin = await checkout(kiosk, 'tecnico', String(copy), 'errada');
    expect(wrongPin.fixed[0]).toBe('0');
    expect(f(wrongPin, 'AF')).toBe('Senha do usuário incorreta.');
    const status = await kiosk.request(`23000${now()}AOUFDEMO|AAtecnico|ADerrada|`);
    expect([status.code, f(status, 'BL'), f(status, 'CQ')]).toEqual(['24', 'Y', 'N']);
    const unknown = await kiosk.request(`23000${now()}AOUFDEMO|AAninguem|`);
    expect([f(unknown, 'BL'), unknown.fixed.slice(0, 4)]).toEqual(['N', 'YYYY']);
    // The failures were counted like sign-in failures, in the database.
    expect((await rows(`SELECT 1 FROM falha_login_conta WHERE endereco LIKE 'sip2:%'`)).length).toBeGreaterThan(0);

    const item = await kiosk.request(`17${now()}AOUFDEMO|AB${copy}|`);
    expect([item.code, item.fixed.slice(0, 2), f(item, 'AB')]).toEqual(['18', '03', String(copy)]);
    expect((await kiosk.request(`17${now()}AOUFDEMO|ABnao-existe|`)).fixed.slice(0, 2)).toBe('01');
    expect(await rows(`SELECT 1 FROM emprestimo WHERE cod_exemplar = ${copy} AND data_devolucao IS NULL`)).toHaveLength(0);
  });

  it('keeps terminals to what they may do: no login, messages not allowed, a disabled terminal', async () => {
    const anonymous = await connect();
    const early = await anonymous.request(`23000${now()}AOUFDEMO|AAaluno|`);
    expect([early.code, f(early, 'AF')]).toEqual(['24', 'Terminal não autenticado: envie o login (93) primeiro.']);
    const limited = await loggedIn('so-consulta');
    expect(f(await limited.request('9900802.00'), 'BX')).toBe('YNNNYYYNNNYNNNNN');
    const refused = await checkout(limited, 'tecnico', '1');
    expect([refused.code, refused.fixed[0], f(refused, 'AF')]).toEqual(['12', '0', 'Este terminal não está autorizado a esta operação.']);

    const second = await loggedIn('quiosque2');
    await updateTerminal(app.ctx, terminalId + 1, { ativo: false }, null);
    expect(f(await second.request(`17${now()}AOUFDEMO|AB1|`), 'AF')).toBe('Terminal não autenticado: envie o login (93) primeiro.');
    expect((await (await connect()).request(`9300CNquiosque2|CO${TERMINAL_PASSWORD}|`)).raw.slice(0, 3)).toBe('940');
    await updateTerminal(app.ctx, terminalId + 1, { ativo: true }, null);
  });

  it('answers malformed input with 96 or a clean refusal and stays up', async () => {
    const kiosk = await loggedIn();
    const bad = withChecksum(`23000${now()}AOUFDEMO|AAaluno|`, 3).replace('aluno', 'alunO');
    kiosk.sendRaw(`${bad}\r`);
    expect(await kiosk.nextLine()).toBe(`96AZ${checksumOf('96AZ')}`);
    kiosk.sendRaw(`${withChecksum('15+20130915    1854553AO|AAaluno|ABx|', 4)}\r`); // hold: not served
    expect(await kiosk.nextLine()).toMatch(/^96/);
    kiosk.sendRaw(`${withChecksum('11YN', 5)}\r`); // fixed fields missing
    expect(await kiosk.nextLine()).toMatch(/^96/);
    kiosk.sendRaw(Buffer.from([0x00, 0xff, 0xfe, 0x01, 0x0d]));
    expect(await kiosk.nextLine()).toMatch(/^96/);
    // A terminal with error detection must send checksums.
    kiosk.sendRaw(`17${now()}AOUFDEMO|AB1|\r`);
    expect(await kiosk.nextLine()).toMatch(/^96/);
    // A huge line: refused once, skipped to its end; the next message is answered.
    kiosk.sendRaw(`63${'x'.repeat(20_000)}`);
    kiosk.sendRaw(`${'y'.repeat(5_000)}\r`);
    expect(await kiosk.nextLine()).toMatch(/^96/);
    // CRLF and LF terminators are accepted.
    kiosk.sendRaw(`${withChecksum('9900802.00', 6)}\r\n`);
    expect(await kiosk.nextLine()).toMatch(/^98Y/);
    kiosk.sendRaw(`${withChecksum('9900802.00', 7)}\n`);
    expect(await kiosk.nextLine()).toMatch(/^98Y.*AY7AZ/);

    // Without error detection, a terminal's plain messages are answered plainly.
    const plain = await loggedIn('quiosque2');
    const answer = await plain.request(`17${now()}AOUFDEMO|AB1|`, { plain: true });
    expect(answer.code).toBe('18');
    expect(answer.raw).not.toMatch(/AZ[0-9A-F]{4}$/);
    expect((await app.inject({ url: '/api/acervo/1' })).statusCode).toBeLessThan(500);
  });

  it('closes idle connections and refuses connections past the limit', async () => {
    const small = await startSip2Server(app.ctx, { ...sip2SettingsFrom({}), port: 0, host: '127.0.0.1', idleSeconds: 3, maxConnections: 3, maxConnectionsPerAddress: 3 }, () => undefined);
    try {
      const idle = await Sip2Client.connect(small.port);
      await idle.closed; // silent for three seconds
      const many = await Promise.all(Array.from({ length: 3 }, () => Sip2Client.connect(small.port)));
      const extra = await Sip2Client.connect(small.port);
      await extra.closed;
      expect((await many[0].request(`9300CNquiosque1|CO${TERMINAL_PASSWORD}|`)).raw.slice(0, 3)).toBe('941');
      for (const c of many) c.close();
    } finally {
      await small.close();
    }
  }, 20_000);

  it('two terminals checking out the same copy at once: one wins', async () => {
    const [a, b] = await Promise.all([loggedIn(), loggedIn('quiosque2')]);
    const [, , { cod_exemplar: copy }] = await singleCopies();
    const [first, second] = await Promise.all([
      checkout(a, 'tecnico', String(copy)),
      b.request(`11NN${now()}${' '.repeat(18)}AOUFDEMO|AAprofessor|AB${copy}|AD${DEMO_PASSWORD}|`, { plain: true }),
    ]);
    expect([first.fixed[0], second.fixed[0]].sort()).toEqual(['0', '1']);
    expect(await rows(`SELECT 1 FROM emprestimo WHERE cod_exemplar = ${copy} AND data_devolucao IS NULL`)).toHaveLength(1);

    // A retransmission (same line, same sequence number) gets the same answer and changes nothing.
    const [, , , { cod_exemplar: other }] = await singleCopies();
    const line = withChecksum(`11NN${now()}${' '.repeat(18)}AOUFDEMO|AAtecnico|AB${other}|AD${DEMO_PASSWORD}|`, 8);
    a.sendRaw(`${line}\r`);
    const once = await a.nextLine();
    a.sendRaw(`${line}\r`);
    expect(await a.nextLine()).toBe(once);
    expect(once.slice(0, 3)).toBe('121');
    expect(await rows(`SELECT 1 FROM emprestimo WHERE cod_exemplar = ${other} AND data_devolucao IS NULL`)).toHaveLength(1);
  });
});
