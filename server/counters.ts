/**
 * This process's Prometheus registry and the counters the server's rooms bump (requests, mail,
 * push, SIP2 sessions, the search answer caches, job runs). A leaf: it imports nothing of the
 * server, so the mailer, the SIP2 server and the modules count without reaching into
 * server/http (whose /metrics route, server/http/metrics.ts, reads the database and the app's
 * context).
 *
 * Under the cluster supervisor (WORKERS > 1, server/cluster.ts) a scrape reaches one worker;
 * `serverMetrics` then asks the supervisor, which gathers every worker's registry through
 * prom-client's AggregatorRegistry and sums them, so /metrics answers for the whole server.
 * That is why the series carry no `pid` label: the same series of two workers add up.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'catalogo_' });

/** The messages a worker and its supervisor exchange for a whole-server scrape. */
export const METRICS_ASK = 'catalogo:metrics-ask';
export const METRICS_ANSWER = 'catalogo:metrics-answer';
export interface MetricsAnswer { type: typeof METRICS_ANSWER; id: number; text?: string; error?: string }

if (cluster.isWorker) {
  // Answers the supervisor's AggregatorRegistry with this registry (prom-client's own messages).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let asked = 0;
const waiting = new Map<number, (answer: MetricsAnswer) => void>();
if (cluster.isWorker) {
  process.on('message', (message: MetricsAnswer) => {
    if (message?.type === METRICS_ANSWER) waiting.get(message.id)?.(message);
  });
}

/**
 * The server's metrics in Prometheus's text format: this process's, or in a cluster worker
 * every worker's summed by the supervisor (rejects when it cannot answer in time).
 */
export async function serverMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  const answer = await new Promise<MetricsAnswer>((resolve) => {
    const timer = setTimeout(() => resolve({ type: METRICS_ANSWER, id, error: 'the supervisor did not answer in 10 s' }), 10_000);
    waiting.set(id, (a) => { clearTimeout(timer); resolve(a); });
    process.send!({ type: METRICS_ASK, id });
  }).finally(() => waiting.delete(id));
  if (answer.error !== undefined || answer.text === undefined) throw new Error(answer.error ?? 'no metrics');
  return answer.text;
}

export const httpRequests = new Counter({
  name: 'catalogo_http_requests_total',
  help: 'HTTP requests answered, by contract operation (or static, page, other) and status',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'catalogo_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by contract operation',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const mailSent = new Counter({
  name: 'catalogo_mail_sent_total',
  help: 'Mail accepted by the SMTP server or written to the outbox folder',
  labelNames: ['via'] as const,
  registers: [registry],
});

export const mailFailed = new Counter({
  name: 'catalogo_mail_failed_total',
  help: 'Mail not sent: temporary (retried by its sender) or permanent (refused recipient, a bounce: never retried)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const sip2Sessions = new Counter({
  name: 'catalogo_sip2_sessions_total',
  help: 'SIP2 connections accepted (refused ones: label refused)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sip2Open = new Gauge({
  name: 'catalogo_sip2_sessions_open',
  help: 'SIP2 connections open now in this process',
  registers: [registry],
});

export const pushSent = new Counter({
  name: 'catalogo_push_sent_total',
  help: 'Web push notifications accepted by the push services',
  registers: [registry],
});

export const pushFailed = new Counter({
  name: 'catalogo_push_failed_total',
  help: 'Web push notifications not delivered: gone (the subscription expired, 404/410: deleted) or failed (retried by the alerts job)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const walletUpdates = new Counter({
  name: 'catalogo_wallet_updates_total',
  help: 'Wallet pass updates sent, by wallet (apple: an APNs push to a device; google: a PATCH of the saved object) and outcome: sent, gone (APNs 410 or a bad token: registration removed), not_saved (Google 404), retry (429, 5xx, no answer: tried again later), refused (another 4xx), given_up (retries spent)',
  labelNames: ['wallet', 'outcome'] as const,
  registers: [registry],
});

export const searchCache = new Counter({
  name: 'catalogo_search_cache_total',
  help: 'Searches by where their answer came from: process (this process\'s cache), shared (the table pagina_busca every process shares) or computed (a miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const jobRunsCounted = new Counter({
  name: 'catalogo_job_runs_total',
  help: 'Scheduled job runs this server did, by job and outcome (done, failed: threw)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});
