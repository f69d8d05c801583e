/**
 * Issue 33 item 3: the account lock is the owner's to pass, and it is exact. While an
 * account is locked, a client that solves the captcha gets the lock's answer and its
 * password is not checked (no 401-or-200 to learn from); and however many wrong passwords
 * arrive at once, from however many addresses, no more than LOGIN_LOCK_FAILURES of them
 * are checked before the lock. Through real HTTP connections, each from its own address.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { captchaSettings } from '../../server/modules/patrons/captcha/service';
import { backendName } from '../support/test-db';
import { DEMO_PASSWORD, bearer, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { solvedCaptcha } from '../support/solve-captcha';

/** Linux answers all of 127.0.0.0/8 on the loopback: each client leaves from an address of its own. */
const address = (n: number) => `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

let app: FastifyInstance;
let sink: SmtpSink;
let port: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The defaults: a lock after 50 wrong passwords in a row, five free tries per address.
  app = await testApp({ smtpUrl: sink.url });
  captchaSettings.set(app.ctx, { cost: 10, difficulty: 1 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

/** A password grant over a real connection from `from`: the status and the message. */
function signIn(from: string, username: string, password: string, extra: object = {}): Promise<{ status: number; message: string }> {
  const body = JSON.stringify({ grant_type: 'password', client_id: '4', username, password, ...extra });
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/oauth/token', agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), lang: '5' },
    }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, message: JSON.parse(text).message ?? '' }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const accountState = async (login: string) => (await queryRows<{ falhas_login: number; locked: boolean; pairs: number }>(app.ctx.database.db, sql`
  SELECT falhas_login, coalesce(bloqueado_ate > now(), false) AS locked,
    (SELECT count(*)::int FROM falha_login_conta WHERE conta = 'p:' || cod_pessoa) AS pairs
  FROM pessoa WHERE login = ${login}`))[0];

describe(`the lock under concurrency and the captcha (${backendName})`, () => {
  it('150 concurrent wrong passwords from 150 addresses: 50 are checked, the 50th locks, the other 100 get the lock unchecked', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => signIn(address(i), 'professor', `wrong-${i}`)));
    const checkedWrong = answers.filter((a) => a.status === 401).length;
    const locked = answers.filter((a) => a.status === 430 && a.message === 'ACESSO_BLOQUEADO').length;
    // 49 answered "wrong password", the 50th checked one set the lock: 50 checks, not 57.
    expect({ checkedWrong, locked }).toEqual({ checkedWrong: 49, locked: 101 });
    expect(await accountState('professor')).toMatchObject({ falhas_login: 0, locked: true });
    // The owner was mailed one unlock link.
    await sink.waitFor(1);
  }, 180_000);

  it('a client that solves the captcha meets the lock, right or wrong password, and nothing is checked or counted', async () => {
    const before = await accountState('professor');
    const stranger = address(200);
    const withCaptcha = async (password: string) =>
      signIn(stranger, 'professor', password, { recaptcha_token: await solvedCaptcha(app, bearer(await publicToken(app))) });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await withCaptcha(`guess-${i}`));
    answers.push(await withCaptcha(DEMO_PASSWORD));
    // No 401 against a 200 to tell the right password from the wrong ones.
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(430));
    expect(await accountState('professor')).toEqual(before);
  });

  it('the owner\'s proof still passes: the known device signs in while the account is locked', async () => {
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET bloqueado_ate = NULL WHERE login = 'aluno'`);
    const first = await app.inject({ method: 'POST', url: '/api/oauth/token', remoteAddress: address(300),
      payload: { grant_type: 'password', client_id: '4', username: 'aluno', password: DEMO_PASSWORD } });
    const deviceToken = first.json().device_token as string;
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET bloqueado_ate = now() + interval '1 hour' WHERE login = 'aluno'`);
    expect((await signIn(address(301), 'aluno', DEMO_PASSWORD)).status).toBe(430);
    expect((await signIn(address(301), 'aluno', DEMO_PASSWORD, { device_token: deviceToken })).status).toBe(200);
  });
});
