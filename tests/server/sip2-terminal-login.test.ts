// SIP2 terminal logins (93) guarded like the sign-in (issue 33 item 2), over real TCP
// connections: a failed login's answer waits 1 s, 2 s, 4 s…; a connection is closed after its
// third failure; the waits and the lock are in the database, so another connection (even with
// the right password) is refused while they last; at SIP2_LOCK_FAILURES failures the login is
// locked, exactly, however many connections guess at once; an administrator lifts the lock
// (API and `npm run sip2 -- terminal unlock`), or it expires; every failure is audited; one
// address may keep only so many connections open.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sip2SettingsFrom, type Sip2Settings } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { createTerminal, terminalVerb } from '../../server/modules/integration/sip2';
import { startSip2Server, type Sip2Server } from '../../server/sip2';
import { bearer, login, testApp } from '../support/server-app';
import { Sip2Client } from '../support/sip2-client';
import { backendName } from '../support/test-db';

const PASSWORD = 'quiosque-secreto-1';

describe(`SIP2 terminal logins (${backendName})`, () => {
  let app: FastifyInstance;
  let terminalId: number;
  const servers: Sip2Server[] = [];
  const clients: Sip2Client[] = [];
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const failures = () => rows<{ alvo_id: string | null; depois: { login: string; endereco: string; motivo: string; falhas?: number; bloqueado?: boolean } }>(
    `SELECT alvo_id, depois FROM auditoria WHERE acao = 'sip2-terminal.login-failed' ORDER BY id`);

  async function server(settings: Partial<Sip2Settings> = {}): Promise<number> {
    const started = await startSip2Server(app.ctx, { ...sip2SettingsFrom({}), port: 0, host: '127.0.0.1', ...settings }, () => undefined);
    servers.push(started);
    return started.port;
  }
  async function connect(port: number): Promise<Sip2Client> {
    const client = await Sip2Client.connect(port);
    clients.push(client);
    return client;
  }
  const loginLine = (password: string, user = 'quiosque1') => `9300CN${user}|CO${password}|CPBC|`;
  const ok = async (client: Sip2Client, password: string) => (await client.request(loginLine(password))).raw.slice(0, 3) === '941';

  beforeAll(async () => {
    app = await testApp();
    terminalId = (await createTerminal(app.ctx, { login: 'quiosque1', senha: PASSWORD }, null)).cod_terminal;
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
    await run(`DELETE FROM falha_terminal_sip2`);
    await run(`DELETE FROM auditoria WHERE acao LIKE 'sip2-terminal.%'`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('holds back each failed answer longer (1 s, 2 s, 4 s), closes the connection at the third, refuses the right password while the wait lasts, audits each', async () => {
    const port = await server();
    const guesser = await connect(port);
    const times: number[] = [];
    for (const guess of ['errada-1', 'errada-2', 'errada-3']) {
      const start = Date.now();
      expect(await ok(guesser, guess)).toBe(false);
      times.push(Date.now() - start);
    }
    expect(times[0]).toBeGreaterThanOrEqual(900);
    expect(times[1]).toBeGreaterThanOrEqual(1900);
    expect(times[2]).toBeGreaterThanOrEqual(3900);
    await guesser.closed; // closed after its third failure

    // The wait is the login's and the address's, in the database: another connection with the right password is refused.
    await run(`UPDATE falha_terminal_sip2 SET espera_ate = now() + interval '6 seconds' WHERE chave = 't:quiosque1'`);
    const owner = await connect(port);
    const start = Date.now();
    expect(await ok(owner, PASSWORD)).toBe(false);
    expect(Date.now() - start).toBeGreaterThanOrEqual(4_000); // held back by what is left of the wait
    await run(`UPDATE falha_terminal_sip2 SET espera_ate = now()`);
    expect(await ok(owner, PASSWORD)).toBe(true);

    const audited = await failures();
    expect(audited.map((a) => [a.alvo_id, a.depois.motivo, a.depois.falhas ?? null])).toEqual([
      [String(terminalId), 'senha', 1], [String(terminalId), 'senha', 2], [String(terminalId), 'senha', 3], [String(terminalId), 'espera', null],
    ]);
    expect(audited[0].depois).toMatchObject({ login: 'quiosque1', endereco: expect.stringMatching(/127\.0\.0\.1/), bloqueado: false });
    // A right password took the login's count back.
    expect(await rows(`SELECT 1 FROM falha_terminal_sip2 WHERE chave = 't:quiosque1'`)).toHaveLength(0);
  }, 60_000);

  it('locks the login at exactly SIP2_LOCK_FAILURES failures under 20 concurrent guesses; the lock holds the right password until an administrator lifts it or it ends', async () => {
    // No waits, so every guess races for the count: only the lock stands in the way.
    const port = await server({ loginDelayMaxSeconds: 0, lockFailures: 4, lockMinutes: 30, maxConnectionsPerAddress: 50 });
    const guessers = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    const answers = await Promise.all(guessers.map((g, i) => ok(g, `errada-${i}`)));
    expect(answers.every((a) => !a)).toBe(true);
    const audited = await failures();
    expect(audited).toHaveLength(20);
    expect(audited.filter((a) => a.depois.motivo === 'senha')).toHaveLength(4); // exactly four passwords were checked
    // The other sixteen were refused unchecked: most by the lock, a few possibly still by a wait
    // (a guess that arrived while the try before it was being counted).
    const refused = audited.filter((a) => a.depois.motivo !== 'senha');
    expect(refused.every((a) => ['bloqueado', 'espera'].includes(String(a.depois.motivo)))).toBe(true);
    expect(refused.filter((a) => a.depois.motivo === 'bloqueado').length).toBeGreaterThan(0);

    const admin = bearer((await login(app, 'administrador')).access_token);
    const listed = async () => ((await app.inject({ url: '/api/balcao/terminais-sip2', headers: admin })).json() as { login: string; bloqueado_ate: string | null }[])
      .find((t) => t.login === 'quiosque1')!;
    const until = (await listed()).bloqueado_ate;
    expect(new Date(until!).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // The right password, on a fresh connection: still locked.
    expect(await ok(await connect(port), PASSWORD)).toBe(false);
    expect((await failures()).at(-1)!.depois.motivo).toBe('bloqueado');

    // An administrator lifts it (audited), and the terminal logs in.
    const lifted = await app.inject({ method: 'PUT', url: `/api/balcao/terminais-sip2/${terminalId}`, headers: admin, payload: { desbloquear: true } });
    expect(lifted.json()).toMatchObject({ bloqueado_ate: null, ativo: true });
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'sip2-terminal.unlock' AND alvo_id = '${terminalId}'`)).toHaveLength(1);
    expect(await ok(await connect(port), PASSWORD)).toBe(true);

    // Locked again; the command line lifts it too.
    for (let i = 0; i < 4; i++) expect(await ok(await connect(port), 'errada')).toBe(false);
    expect((await listed()).bloqueado_ate).not.toBeNull();
    await terminalVerb(app.ctx, ['unlock', 'quiosque1']);
    expect(await ok(await connect(port), PASSWORD)).toBe(true);

    // Locked again; it ends by itself, and the count starts over.
    for (let i = 0; i < 4; i++) expect(await ok(await connect(port), 'errada')).toBe(false);
    expect(await ok(await connect(port), PASSWORD)).toBe(false);
    await run(`UPDATE falha_terminal_sip2 SET bloqueado_ate = now() - interval '1 second'`);
    expect((await listed()).bloqueado_ate).toBeNull();
    expect(await ok(await connect(port), PASSWORD)).toBe(true);
  }, 60_000);

  it('an unknown login is slowed and locked alike; a disabled terminal with its right password is no failure; one address keeps only so many connections', async () => {
    const port = await server({ loginDelayMaxSeconds: 0, lockFailures: 2, maxConnectionsPerAddress: 2 });
    const a = await connect(port);
    expect((await a.request(loginLine('x', 'ninguem'))).raw.slice(0, 3)).toBe('940');
    expect((await a.request(loginLine('y', 'ninguem'))).raw.slice(0, 3)).toBe('940');
    expect((await a.request(loginLine('z', 'ninguem'))).raw.slice(0, 3)).toBe('940');
    await a.closed;
    expect((await failures()).map((f) => [f.alvo_id, f.depois.motivo])).toEqual([[null, 'senha'], [null, 'senha'], [null, 'bloqueado']]);

    await run(`UPDATE terminal_sip2 SET ativo = false WHERE cod_terminal = ${terminalId}`);
    const b = await connect(port);
    expect(await ok(b, PASSWORD)).toBe(false);
    await run(`UPDATE terminal_sip2 SET ativo = true WHERE cod_terminal = ${terminalId}`);
    expect(await rows(`SELECT 1 FROM falha_terminal_sip2 WHERE chave = 't:quiosque1'`)).toHaveLength(0);
    expect((await failures()).at(-1)!.depois.motivo).toBe('desativado');

    // Two open connections from this address: a third is closed at once.
    const c = await connect(port);
    const extra = await connect(port);
    await extra.closed;
    expect(await ok(c, PASSWORD)).toBe(true);
  }, 30_000);
});
