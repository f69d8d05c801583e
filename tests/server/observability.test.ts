/**
 * What an operator reads: the log (JSON with request ids, or text for a terminal; never a
 * password, token, cookie, CPF or e-mail address) and /metrics (Prometheus's format, behind
 * METRICS_TOKEN or METRICS_ALLOW).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { bearer, DEMO_PASSWORD, login, publicToken, testApp } from '../support/server-app';
import { rows } from '../../server/db/query';
import { startPushReceiver } from '../support/push-receiver';
import { onPostgres } from '../support/test-db';

const CPF = '529.982.247-25';
const EMAIL = 'ana.secreta@example.org';
const SECRET = 'Segredo#Muito2026';

describe('the log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await testApp({ logSink: { write: (t: string) => lines.push(t) }, logFormat: 'json', logLevel: 'info' });
  });
  afterAll(() => app?.close());

  it('is one JSON line per request, under the proxy’s request id, which the answer names too', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-5f3a9c0d11' } });
    expect(res.headers['x-request-id']).toBe('nginx-5f3a9c0d11');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.reqId === 'nginx-5f3a9c0d11')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', route: '/api/health', status: 200, operation: 'getHealth' }),
    ]);
    // Without one (or with one that is not a plain token), the server makes its own.
    const own = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x\n{"forged":1}' } });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('holds no password, token, cookie, CPF or e-mail, whatever the request carried and whoever logged it', async () => {
    const token = await publicToken(app);
    await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username: CPF, password: SECRET } });
    await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username: EMAIL, password: SECRET } });
    const user = await login(app, 'ana', DEMO_PASSWORD).catch(() => null);
    await app.inject({ url: `/api/consulta?termo=${encodeURIComponent(EMAIL)}`, headers: { ...bearer(user?.access_token ?? token), cookie: `catalogo_escrita=${SECRET}` } });
    await app.inject({ url: `/api/nada-consta/verificar/${'A1B2-C3D4'}`, headers: bearer(token) });
    // A module that logs carelessly: the line is cleaned on its way out.
    app.log.info({ body: { password: SECRET, cpf: CPF, email: EMAIL, refresh_token: token }, headers: { authorization: `Bearer ${token}` } }, `mail to ${EMAIL} for ${CPF.replace(/\D/g, '')}`);
    app.log.error(new Error(`duplicate key (email)=(${EMAIL}) with token ${token}`));
    app.log.warn({ err: Object.assign(new Error('insert failed'), { detail: `Key (cpf)=(${CPF}) already exists` }) }, 'database refused');
    app.log.child({ email: EMAIL, login: `${EMAIL} via ${CPF}` }).info('a module’s child logger');
    app.log.info('formatted: %s and %o', EMAIL, { senha: SECRET });

    const text = lines.join('');
    for (const secret of [SECRET, CPF, CPF.replace(/\D/g, ''), EMAIL, token, 'A1B2-C3D4', user?.access_token ?? token]) expect(text).not.toContain(secret);
    expect(text).toContain('"password":"[redacted]"');
    expect(text).toContain('mail to [e-mail] for [cpf]');
    expect(text).toContain('already exists');
    expect(text).toContain('a module’s child logger');
    expect(text).toContain('"route":"/api/nada-consta/verificar/:codigo"');
  });

  it('reads as text on a terminal', async () => {
    const text: string[] = [];
    const pretty = await testApp({ logSink: { write: (t: string) => text.push(t) }, logFormat: 'pretty', logLevel: 'info' });
    try {
      await pretty.inject({ url: '/api/health', headers: { 'x-request-id': 'terminal-req-01' } });
      expect(text.join('')).toMatch(/^\d\d:\d\d:\d\d info {2}request method=GET route=\/api\/health status=200 ms=\d+ operation=getHealth \[terminal-req-01\]$/m);
    } finally {
      await pretty.close();
    }
  });
});

describe('/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ metricsToken: 'scrape-token-0123456789', metricsAllow: ['10.9.0.0/16'] }); });
  afterAll(() => app?.close());

  it('answers 404 to anyone without the token or an allowed address', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.8.1.1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.9.1.1' })).statusCode).toBe(200);
  });

  const scrape = async () => (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } })).body;
  /** The value of a series in a scrape (0 when absent): its name and some of its labels. */
  const valueOf = (body: string, name: string, labels: Record<string, string> = {}) => {
    const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
    const line = body.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)) || l.startsWith(`${name} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };

  it('counts web push deliveries, gone devices and failures', async () => {
    const receiver = await startPushReceiver();
    try {
      const { sendPush } = await import('../../server/modules/platform/push');
      const ctx = { ...app.ctx, push: { ...app.ctx.push, agent: receiver.agent } };
      const ana = bearer((await login(app, 'aluno')).access_token);
      const [live, gone, failing] = [receiver.newSubscription(), receiver.newSubscription(), receiver.newSubscription()];
      for (const device of [live, gone, failing]) {
        await app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: ana, payload: device.json });
      }
      receiver.answer(gone.id, 410);
      receiver.answer(failing.id, 503);
      const before = await scrape();
      const [{ cod }] = await rows<{ cod: number }>(app.ctx.database.db, sql`SELECT cod_pessoa AS cod FROM pessoa WHERE login = 'aluno'`);
      await sendPush(ctx, cod, { title: 'Reserva liberada', body: 'Retire até sexta', rota: 'reservas' });
      const after = await scrape();
      expect(valueOf(after, 'catalogo_push_sent_total') - valueOf(before, 'catalogo_push_sent_total')).toBe(1);
      expect(valueOf(after, 'catalogo_push_failed_total', { kind: 'gone' }) - valueOf(before, 'catalogo_push_failed_total', { kind: 'gone' })).toBe(1);
      expect(valueOf(after, 'catalogo_push_failed_total', { kind: 'failed' }) - valueOf(before, 'catalogo_push_failed_total', { kind: 'failed' })).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('counts the search answer cache: a new search computed, the same one again a hit', async () => {
    const token = await publicToken(app);
    const url = `/api/consulta?termo=${encodeURIComponent('história')}&quantPag=50`;
    const before = await scrape();
    expect((await app.inject({ url, headers: bearer(token) })).statusCode).toBe(200);
    const middle = await scrape();
    await app.inject({ url, headers: bearer(token) });
    const after = await scrape();
    const delta = (a: string, b: string, result: string) => valueOf(b, 'catalogo_search_cache_total', { result }) - valueOf(a, 'catalogo_search_cache_total', { result });
    expect(delta(before, middle, 'computed')).toBe(1);
    expect(delta(middle, after, 'computed')).toBe(0);
    expect(delta(middle, after, 'process')).toBe(1);
  });

  it('counts a job run that failed, at once', async () => {
    const { JOBS, runDueJobs } = await import('../../server/jobs/scheduler');
    const job = JOBS['alertas-pendentes'];
    const run = job.run;
    job.run = () => Promise.reject(new Error('SMTP relay down'));
    try {
      // A poll period of its own: a slot no earlier run has claimed.
      await expect(runDueJobs(app.ctx, { ...app.ctx.config.jobs, pollSeconds: 7 }, 'alertas-pendentes')).rejects.toThrow('SMTP relay down');
    } finally {
      job.run = run;
    }
    const body = await scrape();
    expect(valueOf(body, 'catalogo_job_runs_total', { job: 'alertas-pendentes', outcome: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, 'catalogo_job_runs', { job: 'alertas-pendentes', outcome: 'failed' })).toBe(1);
  });

  it('counts requests by operation and status, with their latency, the jobs, mail and the pool', async () => {
    const token = await publicToken(app);
    await app.inject({ url: '/api/consulta?termo=brasil', headers: bearer(token) });
    await app.inject({ url: '/api/acervo/999999999', headers: bearer(token) });
    await app.ctx.mailer.send({ to: 'x@example.org', subject: 's', text: 't' });
    const { runDueJobs } = await import('../../server/jobs');
    await runDueJobs(app.ctx);
    const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toMatch(/catalogo_http_requests_total\{[^}]*operation="search",method="GET",status="200"[^}]*\} [1-9]/);
    expect(body).toMatch(/catalogo_http_requests_total\{[^}]*operation="getTitle",method="GET",status="404"[^}]*\} [1-9]/);
    expect(body).toMatch(/catalogo_http_request_duration_seconds_bucket\{[^}]*le="0.5",[^}]*operation="search"/);
    expect(body).toMatch(/catalogo_mail_sent_total\{[^}]*via="outbox"[^}]*\} [1-9]/);
    expect(body).toMatch(/catalogo_job_runs\{[^}]*outcome="done"[^}]*\} [1-9]/);
    expect(body).toContain('catalogo_process_resident_memory_bytes');
    if (onPostgres) expect(body).toMatch(/catalogo_db_pool_connections\{[^}]*state="total"[^}]*\} [1-9]/);
  });
});
