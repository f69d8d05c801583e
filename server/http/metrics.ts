/**
 * /metrics in Prometheus's text format (prom-client), for whoever watches the server:
 * requests by operation and status with their latency, the database pool, scheduled job
 * runs and failures, SIP2 sessions, mail and push deliveries and failures, the search answer
 * caches' hits. Off unless METRICS_TOKEN (asked as `Authorization: Bearer …`) or
 * METRICS_ALLOW (addresses, CIDR ranges) is set; anyone else gets the same 404 as an unknown
 * address, so its existence is not advertised.
 *
 * One answer for the whole server: with WORKERS > 1 the worker a scrape reaches asks the
 * supervisor, which sums every worker's registry (server/counters.ts `serverMetrics`,
 * server/cluster.ts). Across machines Prometheus scrapes each one (its `instance` label) and
 * a dashboard sums over them; what must agree across machines — the scheduled jobs, which
 * any process of any machine may run — is read from the database (`catalogo_job_runs`),
 * the same whichever process answers, so it is taken once, never summed.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rows } from '../db/query';
import { httpDuration, httpRequests, registry, serverMetrics } from '../counters';

/** The database-backed gauges: read at each scrape from this process's app (the newest one a test built). */
let scraped: AppContext | null = null;

new Gauge({
  name: 'catalogo_db_pool_connections',
  help: 'PostgreSQL pool connections of this process: total, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = scraped?.database.poolStats?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

new Gauge({
  name: 'catalogo_job_runs',
  help: 'Scheduled job runs recorded in the database (every process), by job and outcome: done, running, failed (threw, or claimed over an hour ago and never finished)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
  // Every worker reads the same rows: the supervisor takes one worker's, never their sum.
  aggregator: 'first',
  async collect() {
    if (!scraped) return;
    await collectJobs(scraped, this).catch(() => { /* the database is closing: no job gauges this time */ });
  },
});

async function collectJobs(ctx: AppContext, jobRuns: Gauge<'job' | 'outcome'>): Promise<void> {
  const found = await rows<{ tarefa: string; done: number; running: number; failed: number }>(ctx.database.db, sql`
    SELECT tarefa,
      count(*) FILTER (WHERE concluida_em IS NOT NULL)::int AS done,
      count(*) FILTER (WHERE concluida_em IS NULL AND resultado IS NULL AND iniciada_em >= now() - interval '1 hour')::int AS running,
      count(*) FILTER (WHERE concluida_em IS NULL AND (resultado IS NOT NULL OR iniciada_em < now() - interval '1 hour'))::int AS failed
    FROM tarefa_execucao GROUP BY tarefa`);
  jobRuns.reset();
  for (const row of found) {
    jobRuns.set({ job: row.tarefa, outcome: 'done' }, row.done);
    jobRuns.set({ job: row.tarefa, outcome: 'running' }, row.running);
    jobRuns.set({ job: row.tarefa, outcome: 'failed' }, row.failed);
  }
}

/** METRICS_ALLOW's addresses and ranges as a lookup. */
function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function tokenMatches(given: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(given ?? '');
  if (!match) return false;
  const a = Buffer.from(match[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowed(req: FastifyRequest, token: string | null, list: BlockList | null): boolean {
  if (token && tokenMatches(req.headers.authorization, token)) return true;
  if (!list) return false;
  const ip = req.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/** What a request counts as: its contract operation, or the kind of thing it fetched. */
function operationOf(req: FastifyRequest): string {
  const operationId = (req.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  if (operationId) return operationId;
  const url = req.url.split('?')[0];
  if (url.startsWith('/api/')) return 'api-other';
  if (url === '/metrics') return 'metrics';
  return /\.[a-z0-9]{2,12}$/i.test(url) ? 'static' : 'page';
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (req, reply) => {
    const operation = operationOf(req);
    httpRequests.inc({ operation, method: req.method, status: String(reply.statusCode) });
    httpDuration.observe({ operation }, reply.elapsedTime / 1000);
  });
  scraped = ctx;
  const { metricsToken: token, metricsAllow } = ctx.config;
  const list = metricsAllow.length ? allowList(metricsAllow) : null;
  app.get('/metrics', async (req, reply) => {
    if (!allowed(req, token, list)) return reply.code(404).send({ message: 'error.not-found' });
    scraped = ctx;
    let text: string;
    try {
      text = await serverMetrics();
    } catch (error) {
      req.log.warn({ err: error }, 'the whole server\'s metrics unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: 'error.unavailable' });
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
