/**
 * Issue 21, the sign-in trust pass: a stranger's wrong passwords lock the account for
 * unproven clients only (a known device or the mailed unlock link pass it; since issue 33
 * a solved captcha does not, sign-in-lock.test.ts); a campus address past its failures is
 * asked for the captcha, not refused; the current password meets sign-in's delays and
 * lock; recovery answers alike for every login; two tabs refreshing at once keep their
 * session; concurrent wrong tries are counted exactly.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { captchaSettings } from '../../server/modules/patrons/captcha/service';
import { recoverySettings } from '../../server/modules/patrons/recovery/settings';
import { backendName } from '../support/test-db';
import { DEMO_PASSWORD, bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { solvedCaptcha } from '../support/solve-captcha';

const OWNER = '198.51.100.20';
const STRANGERS = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
const CAMPUS = '192.0.2.200';

/** The text of a mail as a person reads it (quoted-printable decoded). */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) =>
  Buffer.from(m.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));

function grants(app: FastifyInstance) {
  const attempt = (username: string, password: string, remoteAddress: string, extra: object = {}) => app.inject({
    method: 'POST', url: '/api/oauth/token', remoteAddress, headers: { lang: '5' },
    payload: { grant_type: 'password', client_id: '4', username, password, ...extra },
  });
  const refresh = (token: string) => app.inject({
    method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: token },
  });
  return { attempt, refresh };
}

describe(`the lock holds strangers, not the owner (${backendName})`, () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await testApp({
      smtpUrl: sink.url, publicUrl: 'https://catalogo.example', loginMaxFailures: 3, loginLockFailures: 10, loginLockMinutes: 60,
    });
    captchaSettings.set(app.ctx, { cost: 10, difficulty: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('lets a device that signed in before and the mailed link through, while strangers get 430', async () => {
    const { attempt } = grants(app);
    // The owner signed in on this device before: the answer carries a device token.
    const first = await attempt('professor', DEMO_PASSWORD, OWNER);
    expect(first.statusCode).toBe(200);
    const deviceToken = first.json().device_token as string;
    expect(deviceToken).toMatch(/^[\w-]{40,}$/);
    // Only its hash is stored.
    const stored = await queryRows<{ hash: string }>(app.ctx.database.db, sql`SELECT hash FROM dispositivo_confiavel`);
    expect(stored.some((r) => r.hash === deviceToken)).toBe(false);

    // A stranger tries wrong passwords from ten addresses until the account locks.
    const before = sink.messages.length;
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt('professor', `wrong-${i}`, STRANGERS[i])).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 430]);
    // Unproven clients meet the lock, even with the right password.
    expect((await attempt('professor', DEMO_PASSWORD, STRANGERS[0])).statusCode).toBe(430);
    expect((await attempt('professor', DEMO_PASSWORD, OWNER)).json().message).toBe('ACESSO_BLOQUEADO');
    expect((await attempt('professor', DEMO_PASSWORD, OWNER, { device_token: 'forged-device-token' })).statusCode).toBe(430);

    // The owner's device passes it, and keeps its token.
    const byDevice = await attempt('professor', DEMO_PASSWORD, OWNER, { device_token: deviceToken });
    expect(byDevice.statusCode).toBe(200);
    expect(byDevice.json().device_token).toBe(deviceToken);
    // …but the device is no key without the password: a wrong one is a 401, not a pass.
    expect((await attempt('professor', 'wrong-x', OWNER, { device_token: deviceToken })).statusCode).toBe(401);
    // The stranger is still held after the owner's sign-in.
    expect((await attempt('professor', DEMO_PASSWORD, STRANGERS[1])).statusCode).toBe(430);

    // A solved captcha does not pass it (issue 33): it proves a person, not the owner.
    const captcha = await solvedCaptcha(app, bearer(await publicToken(app)));
    expect((await attempt('professor', DEMO_PASSWORD, STRANGERS[2], { recaptcha_token: captcha })).statusCode).toBe(430);

    // The owner was mailed one unlock link, with a one-time code that passes the lock once.
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail.to).toEqual(['professor@ufdemo.edu.br']);
    const text = readable(mail.raw);
    expect(text).toContain('Your library account was locked');
    const unlockCode = decodeURIComponent(text.match(/https:\/\/catalogo\.example\/login\?desbloqueio=(\S+)/)![1]);
    expect((await attempt('professor', DEMO_PASSWORD, OWNER, { unlock_code: 'wrong-code' })).statusCode).toBe(430);
    expect((await attempt('professor', DEMO_PASSWORD, OWNER, { unlock_code: unlockCode })).statusCode).toBe(200);
    expect((await attempt('professor', DEMO_PASSWORD, OWNER, { unlock_code: unlockCode })).statusCode).toBe(430);
    // More lock events within the lock period mail no more.
    expect(sink.messages.length).toBe(before + 1);
  });

  it('forgets the devices when the password changes, not when a session logs out', async () => {
    const { attempt } = grants(app);
    const signedIn = await attempt('tecnico', DEMO_PASSWORD, OWNER);
    const { device_token: deviceToken, refresh_token: refreshToken, access_token: accessToken } = signedIn.json();
    await app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { token: refreshToken, client_id: '4' } });
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET bloqueado_ate = now() + interval '1 hour' WHERE login = 'tecnico'`);
    expect((await attempt('tecnico', DEMO_PASSWORD, OWNER, { device_token: deviceToken })).statusCode).toBe(200);

    const session = await attempt('tecnico', DEMO_PASSWORD, OWNER, { device_token: deviceToken });
    // The current-password check meets the lock like sign-in does: the lock is over here.
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET bloqueado_ate = NULL WHERE login = 'tecnico'`);
    const changed = await app.inject({
      method: 'PUT', url: '/api/pessoas/meu-pergamum/senha', headers: bearer(session.json().access_token),
      payload: { senhaAtual: DEMO_PASSWORD, senhaNova: 'Nova#Senha2027' },
    });
    expect(changed.statusCode).toBe(204);
    // The session that changed it goes on; the device proof is gone.
    expect((await app.inject({ url: '/api/pessoas', headers: bearer(session.json().access_token) })).statusCode).toBe(200);
    expect(accessToken).toBeTruthy();
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET bloqueado_ate = now() + interval '1 hour' WHERE login = 'tecnico'`);
    expect((await attempt('tecnico', 'Nova#Senha2027', OWNER, { device_token: deviceToken })).statusCode).toBe(430);
  });
});

describe(`a campus behind one address (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ loginAddressMaxFailures: 4, loginMaxFailures: 50 });
    captchaSettings.set(app.ctx, { cost: 10, difficulty: 1 });
  });
  afterAll(() => app?.close());

  it('asks the address for the captcha past its failures, instead of refusing every student', async () => {
    const { attempt } = grants(app);
    const device = (await attempt('aluno', DEMO_PASSWORD, OWNER)).json().device_token;
    for (const user of ['posgrad', 'tecnico', 'comunidade', 'funcionario']) {
      expect((await attempt(user, 'wrong', CAMPUS)).statusCode).toBe(401);
    }
    // The next student from the campus is asked for the captcha, not refused.
    const asked = await attempt('professor', DEMO_PASSWORD, CAMPUS);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().message).toBe('error.captcha-required');
    // A captcha that fails is refused; a solved one lets the student in.
    const forged = await attempt('professor', DEMO_PASSWORD, CAMPUS, { recaptcha_token: 'forged' });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('error.captcha-invalid');
    const captcha = await solvedCaptcha(app, bearer(await publicToken(app)));
    expect((await attempt('professor', DEMO_PASSWORD, CAMPUS, { recaptcha_token: captcha })).statusCode).toBe(200);
    // A device that signed in before needs none.
    expect((await attempt('aluno', DEMO_PASSWORD, CAMPUS, { device_token: device })).statusCode).toBe(200);
    // Another address is not affected.
    expect((await attempt('posgrad', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});

describe(`the current password meets sign-in's delays and lock (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ loginMaxFailures: 3, loginDelayMaxSeconds: 60, loginLockFailures: 8, loginLockMinutes: 60 });
  });
  afterAll(() => app?.close());

  const change = (token: string, senhaAtual: string, remoteAddress = OWNER) => app.inject({
    method: 'PUT', url: '/api/pessoas/meu-pergamum/senha', headers: bearer(token), remoteAddress,
    payload: { senhaAtual, senhaNova: 'Nova#Senha2027' },
  });

  it('slows a stolen session guessing on the password change, counting with sign-in\'s failures', async () => {
    const { access_token: token } = await login(app, 'posgrad');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await change(token, `guess-${i}`)).statusCode);
    expect(codes).toEqual([422, 422, 422]);
    const counts = async () => (await queryRows<{ falhas: number; falhas_login: number }>(app.ctx.database.db, sql`
      SELECT f.falhas, p.falhas_login FROM pessoa p JOIN falha_login_conta f ON f.conta = 'p:' || p.cod_pessoa
      WHERE p.login = 'posgrad' AND f.endereco = ${OWNER}`))[0];
    // Counted in the same (account, address) pair as sign-in, and in the account's count.
    expect(await counts()).toEqual({ falhas: 3, falhas_login: 3 });
    // Further on, the waits grow as sign-in's do (here: past 60 s, the configured cap).
    await queryRows(app.ctx.database.db, sql`UPDATE falha_login_conta SET falhas = 8, espera_ate = now() WHERE endereco = ${OWNER}`);
    expect((await change(token, 'guess-9')).statusCode).toBe(422);
    const waiting = await change(token, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(50);
    // The password grant from there waits too: one count for both.
    const grant = await grants(app).attempt('posgrad', DEMO_PASSWORD, OWNER);
    expect(grant.statusCode).toBe(429);
    expect(await counts()).toEqual({ falhas: 9, falhas_login: 4 });
  });

  it('the e-mail change of personal data: the same delays, and the lock once failures add up', async () => {
    const { access_token: token } = await login(app, 'aluno');
    const current = (await app.inject({ url: '/api/pessoas/meu-pergamum/dados-pessoais', headers: bearer(token) })).json();
    const changeEmail = (senhaAtual: string, remoteAddress: string) => app.inject({
      method: 'PUT', url: '/api/pessoas/meu-pergamum/dados-pessoais', headers: bearer(token), remoteAddress,
      payload: { ...current, email: 'thief@example.com', senhaAtual },
    });
    const codes = [];
    for (const address of STRANGERS.slice(0, 3)) {
      for (let i = 0; i < 3; i++) codes.push((await changeEmail(`guess-${i}`, address)).statusCode);
    }
    // Three per address before each waits; the 8th wrong one in all reaches LOGIN_LOCK_FAILURES.
    expect(codes).toEqual([422, 422, 422, 422, 422, 422, 422, 430, 430]);
    // Locked: even the right current password is refused now, and the e-mail stays.
    expect((await changeEmail(DEMO_PASSWORD, STRANGERS[5])).statusCode).toBe(430);
    const [row] = await queryRows<{ email: string }>(app.ctx.database.db, sql`SELECT email FROM pessoa WHERE login = 'aluno'`);
    expect(row.email).toBe('aluno@ufdemo.edu.br');
  });
});

describe(`recovery answers alike for every login (${backendName})`, () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  let auth: Record<string, string>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await testApp({ smtpUrl: sink.url });
    recoverySettings.set(app.ctx, { rateLimitPerMinute: 1000, maxCodesPerHour: 2 });
    auth = bearer(await publicToken(app));
    await queryRows(app.ctx.database.db, sql`UPDATE pessoa SET email = NULL WHERE login = 'comunidade'`);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  const start = (user: string) => app.inject({ url: `/api/pessoas/${user}/recuperar-senha`, headers: { ...auth, lang: '5' } });

  it('gives the same answer, with no name, for a patron, a login nobody has and one without e-mail', async () => {
    const before = sink.messages.length;
    const known = await start('aluno');
    const unknown = await start('ninguem-aqui');
    const noMail = await start('comunidade');
    for (const res of [known, unknown, noMail]) expect(res.statusCode).toBe(200);
    expect(known.json()).toEqual({ tamanho_codigo: 6, tempo_expiracao: 15 });
    expect(unknown.json()).toEqual(known.json());
    expect(noMail.json()).toEqual(known.json());
    expect(known.body).not.toMatch(/Ana|@/);
    // Mail only where the owner can be reached.
    const mails = (await sink.waitFor(before + 1)).slice(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.slice(before).map((m) => m.to)).toEqual([['aluno@ufdemo.edu.br']]);
    expect(mails).toHaveLength(1);
  });

  it('stops mailing past the hourly codes without saying so', async () => {
    const before = sink.messages.length;
    await start('posgrad');
    const second = await start('posgrad');
    await sink.waitFor(before + 2);
    const third = await start('posgrad');
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual(second.json());
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.length).toBe(before + 2);
  });

  it('steps 2 and 3 refuse a login nobody has like a wrong code', async () => {
    const check = (user: string) => app.inject({ method: 'POST', url: `/api/pessoas/${user}/recuperar-senha`, headers: auth, payload: { code: '123456' } });
    const unknown = await check('ninguem-aqui');
    const known = await check('tecnico');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe(`refresh tokens: the grace window and real reuse (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(() => app?.close());

  it('20 parallel refreshes of one token all go on with one successor, and the session stays', async () => {
    const { refresh } = grants(app);
    const session = await login(app, 'aluno');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((a) => a.json().refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(session.refresh_token);
    // Every tab's access token works, and the successor refreshes again.
    for (const a of answers.slice(0, 3)) {
      expect((await app.inject({ url: '/api/pessoas', headers: bearer(a.json().access_token) })).statusCode).toBe(200);
    }
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('a token used again after the grace window still revokes its whole session', async () => {
    const { refresh } = grants(app);
    const session = await login(app, 'posgrad');
    const next = (await refresh(session.refresh_token)).json();
    // The rotation happened long ago: presenting the old token now is a copy in other hands.
    await queryRows(app.ctx.database.db, sql`UPDATE refresh_token SET usado_em = now() - interval '1 hour' WHERE usado_em IS NOT NULL`);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/pessoas', headers: bearer(next.access_token) })).statusCode).toBe(401);
  });
});

describe(`concurrent wrong tries (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ loginMaxFailures: 5, loginLockFailures: 50 }); });
  afterAll(() => app?.close());

  const counts = async (login: string, address: string) => {
    const [pair] = await queryRows<{ falhas: number }>(app.ctx.database.db,
      sql`SELECT f.falhas FROM falha_login_conta f JOIN pessoa p ON f.conta = 'p:' || p.cod_pessoa WHERE p.login = ${login} AND f.endereco = ${address}`);
    const [person] = await queryRows<{ falhas_login: number }>(app.ctx.database.db, sql`SELECT falhas_login FROM pessoa WHERE login = ${login}`);
    return { pair: pair.falhas, account: person.falhas_login };
  };

  it('30 concurrent wrong passwords from one address: 5 are tried, the rest wait, and each tried one is counted', async () => {
    const { attempt } = grants(app);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('funcionario', `wrong-${i}`, STRANGERS[0])));
    const elapsed = Date.now() - started;
    const tried = answers.filter((a) => a.statusCode === 401).length;
    expect(tried + answers.filter((a) => a.statusCode === 429).length).toBe(30);
    expect(await counts('funcionario', STRANGERS[0])).toEqual({ pair: tried, account: tried });
    // The fifth failure makes the address wait 1 s: on a machine that answers the burst
    // within it, exactly five are tried (the unguarded check let eight through).
    if (elapsed < 1000) expect(tried).toBe(5);
    else expect(tried).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 1000));
  });

  it('once an address must wait, exactly one of 30 concurrent tries gets through when the wait ends', async () => {
    const { attempt } = grants(app);
    // Twelve failures so far, the last wait just over: the next one makes it 2^8 s.
    await queryRows(app.ctx.database.db, sql`INSERT INTO falha_login_conta (conta, endereco, falhas, espera_ate, ultima_em)
      SELECT 'p:' || cod_pessoa, ${STRANGERS[1]}, 12, now() - interval '1 second', now() FROM pessoa WHERE login = 'comunidade'`);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('comunidade', `wrong-${i}`, STRANGERS[1])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(29);
    expect(await counts('comunidade', STRANGERS[1])).toEqual({ pair: 13, account: 1 });
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(200);
  });
});
