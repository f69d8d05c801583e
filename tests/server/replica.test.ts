/**
 * Several API nodes, one primary, a read replica (issue 27 item 3): two real server
 * processes (not inject) against a PostgreSQL primary and a real streaming replica made
 * with pg_basebackup. They share the request limits (counted in the database), honour
 * each other's refresh-token rotations, claim each scheduled run once, and a patron's
 * reads after a write see it on whichever node they land (read-your-writes), while
 * searches keep being served from a lagging replica. PostgreSQL only.
 */
import fs from 'node:fs';
import http from 'node:http';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/server-app';
import { postgresBin, startPrimaryAndReplica, type PrimaryAndReplica } from '../support/replica';
import { startServer, type ServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-db';

const bin = postgresBin();
if (onPostgres && !bin) console.warn('replica.test.ts skipped: pg_basebackup not found (Debian: apt-get install postgresql)');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
interface Answer { status: number; headers: http.IncomingHttpHeaders; body: any }

/** One call to a node, from a chosen client address (each address has its own request limits). */
function call(node: ServerProcess, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(`${node.url}/api${url}`, {
      method, localAddress: options.from ?? '127.0.0.1',
      headers: { lang: '1', ...(body ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => {
        let parsed: unknown = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Each test signs in from its own address: the sign-in limit (6 a minute here) is per address.
const signIn = (node: ServerProcess, username: string, from: string) =>
  call(node, 'POST', '/oauth/token', { from, body: { grant_type: 'password', client_id: '4', username, password: DEMO_PASSWORD } });
const refresh = (node: ServerProcess, token: string, from: string) =>
  call(node, 'POST', '/oauth/token', { from, body: { grant_type: 'refresh_token', client_id: '4', refresh_token: token } });

describe.skipIf(!onPostgres || !bin)('two API nodes on a primary and a streaming replica', () => {
  let dir: string;
  let pair: PrimaryAndReplica;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(tmpdir(), 'replica-'));
    fs.chmodSync(dir, 0o755); // the clusters run as postgres under it
    pair = await startPrimaryAndReplica(dir);
    const env = {
      DATABASE_URL: pair.primaryUrl, DATABASE_READ_URL: pair.replicaUrl, WORKERS: '1',
      JOBS_POLL_SECONDS: '5', REFRESH_GRACE_SECONDS: '0', LOGIN_RATE_LIMIT_PER_MINUTE: '6', PUBLIC_TOKEN_GRANTS_PER_MINUTE: '6',
    };
    a = await startServer({ ...env, SEED: 'minimal' }, 170_000);
    expect(a.result, a.result?.output).toBeUndefined();
    b = await startServer({ ...env, SEED: 'none' });
    expect(b.result, b.result?.output).toBeUndefined();
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    pair?.stop();
  });

  it('counts the sign-in limit across both nodes: it trips at the same count, hitting them alternately', async () => {
    const from = '127.0.0.23';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await call(i % 2 ? b : a, 'POST', '/oauth/token', { from, body: { grant_type: 'client_credentials', client_id: '4' } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Another address has its own budget, on either node.
    expect((await call(b, 'POST', '/oauth/token', { from: '127.0.0.24', body: { grant_type: 'client_credentials', client_id: '4' } })).status).toBe(200);
  });

  it('honours a refresh-token rotation made on the other node', async () => {
    const from = '127.0.0.31';
    const first = await signIn(a, 'posgrad', from);
    expect(first.status).toBe(200);
    const rotated = await refresh(a, first.body.refresh_token, from);
    expect(rotated.status).toBe(200);
    // The old token, presented to the other node, is refused (and ends that session)...
    expect((await refresh(b, first.body.refresh_token, from)).status).toBe(401);
    expect((await refresh(b, rotated.body.refresh_token, from)).status).toBe(401);
    // ...while a fresh session rotates on one node and again on the other.
    const second = await signIn(b, 'posgrad', '127.0.0.32');
    const onA = await refresh(a, second.body.refresh_token, '127.0.0.32');
    expect(onA.status).toBe(200);
    expect((await refresh(b, onA.body.refresh_token, '127.0.0.32')).status).toBe(200);
  });

  it('claims each scheduled run once, by one of the two processes', async () => {
    // Both processes polled at start and every 5 s since.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const runs = await pair.onPrimary(`SELECT tarefa, periodo, executada_por FROM tarefa_execucao WHERE periodo LIKE current_date::text || '%'`);
    const daily = runs.filter((r) => r.tarefa === 'reservas-expiradas' || r.tarefa === 'auditoria-retencao');
    expect(daily.map((r) => r.tarefa).sort()).toEqual(['auditoria-retencao', 'reservas-expiradas']);
    const nodes = new Set([`${hostname()}:${a.child.pid}`, `${hostname()}:${b.child.pid}`]);
    for (const run of runs) expect(nodes).toContain(run.executada_por);
    const keys = runs.map((r) => `${r.tarefa} ${r.periodo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads a patron\'s own data from the primary right after a write, and searches from the lagging replica', async () => {
    const session = await signIn(a, 'aluno', '127.0.0.33');
    expect(session.status).toBe(200);
    const token = session.body.access_token as string;
    const before = await call(b, 'GET', '/emprestimo/titulos-pendentes', { token });
    expect(before.status).toBe(200);
    expect(before.body.length).toBeGreaterThan(0);
    // Once the replica has caught up, it stops replaying: from then on it lags behind every commit.
    const [{ lsn }] = await pair.onPrimary('SELECT pg_current_wal_lsn()::text AS lsn');
    for (let i = 0; i < 100; i++) {
      const [{ caught }] = await pair.onReplica(`SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS caught`);
      if (caught) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await pair.onReplica('SELECT pg_wal_replay_pause()');
    try {
      const renewed = await call(a, 'POST', '/emprestimo/renovacao', { token, body: { todos: true, emprestimos: [] } });
      expect(renewed.status).toBe(200);
      const done = (renewed.body as { cod_emprestimo: number; renovado: boolean }[]).filter((r) => r.renovado);
      expect(done.length, JSON.stringify(renewed.body)).toBeGreaterThan(0);
      const mark = renewed.headers['x-read-after'] as string;
      expect(mark).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const cookie = String(renewed.headers['set-cookie']).split(';')[0];
      const renewals = (answer: Answer) => Object.fromEntries((answer.body as { cod_emprestimo: number; renovacoes: number }[]).map((l) => [l.cod_emprestimo, l.renovacoes]));
      const expected = renewals(before);
      for (const r of done) expected[r.cod_emprestimo] += 1;

      // On the other node at once, with the write's mark (cookie or header): the renewal shows.
      expect(renewals(await call(b, 'GET', '/emprestimo/titulos-pendentes', { token, headers: { cookie } }))).toEqual(expected);
      expect(renewals(await call(b, 'GET', '/emprestimo/titulos-pendentes', { token, headers: { 'x-read-after': mark } }))).toEqual(expected);
      // Without it the read goes to the replica, still before the renewal: reads really are served there.
      expect(renewals(await call(b, 'GET', '/emprestimo/titulos-pendentes', { token }))).toEqual(renewals(before));
      // Searches are served by the lagging replica.
      const visitor = await call(b, 'POST', '/oauth/token', { from: '127.0.0.25', body: { grant_type: 'client_credentials', client_id: '4' } });
      const search = await call(b, 'GET', '/consulta?termo=history', { token: visitor.body.access_token });
      expect(search.status).toBe(200);
      expect(search.body.total).toBeGreaterThan(0);
    } finally {
      await pair.onReplica('SELECT pg_wal_replay_resume()');
    }
  });
});
