/**
 * Several API processes on one machine (WORKERS, PostgreSQL only): the first process
 * prepares the database once (migrations, demo seed) and then only supervises; each
 * worker is a full API (contract, PWA static files, scheduled jobs) on the same port,
 * which node:cluster shares among them. A worker that dies is started again (after a
 * pause that grows while they keep dying young); SIGTERM or SIGINT stops them all
 * gracefully: each finishes its requests (Fastify's close) before the first leaves.
 * Nothing that matters lives in a worker's memory (docs/architecture.md "Many processes").
 * The supervisor also answers /metrics for the whole server: the worker a scrape reaches
 * asks it, and it sums every worker's counters (`answerMetrics`).
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { METRICS_ANSWER, METRICS_ASK, type MetricsAnswer } from './counters';

export interface SupervisorOptions {
  workers: number;
  log(message: string): void;
  /** Environment given to every worker on top of this process's. */
  env?: Record<string, string>;
  /** Called once, when every first worker listens. */
  onListening?(): void;
}

/** A worker alive shorter than this counts as dying young: the next start waits longer. */
const YOUNG_MS = 10_000;
const MAX_PAUSE_MS = 30_000;
/** How long a graceful stop may take before the stragglers are killed. */
const STOP_GRACE_MS = 15_000;

export function superviseWorkers({ workers, log, env = {}, onListening }: SupervisorOptions): { stop(): Promise<void> } {
  let stopping = false;
  let youngDeaths = 0;
  const started = new Map<Worker, number>();
  let waitingToListen = workers;

  const fork = () => {
    const worker = cluster.fork(env);
    started.set(worker, Date.now());
    worker.once('listening', () => {
      if (--waitingToListen === 0) onListening?.();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const born = started.get(worker) ?? Date.now();
    started.delete(worker);
    if (stopping) return;
    youngDeaths = Date.now() - born < YOUNG_MS ? youngDeaths + 1 : 0;
    const pause = youngDeaths ? Math.min(MAX_PAUSE_MS, 500 * 2 ** (youngDeaths - 1)) : 0;
    log(`worker ${worker.process.pid} left (${signal ?? `code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    if (waitingToListen > 0) waitingToListen++;
    setTimeout(() => { if (!stopping) fork(); }, pause).unref();
  });

  answerMetrics();
  for (let i = 0; i < workers; i++) fork();

  const stop = () => new Promise<void>((resolve) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (alive.length === 0) return resolve();
    let left = alive.length;
    const killer = setTimeout(() => alive.forEach((w) => { if (!w.isDead()) w.process.kill('SIGKILL'); }), STOP_GRACE_MS);
    killer.unref();
    for (const worker of alive) {
      worker.once('exit', () => {
        if (--left === 0) {
          clearTimeout(killer);
          resolve();
        }
      });
      worker.process.kill('SIGTERM');
    }
  });
  return { stop };
}

/**
 * A worker's scrape, answered with every worker's metrics summed (prom-client's
 * AggregatorRegistry asks each connected worker for its registry). A worker that cannot
 * answer within prom-client's 5 s (one starting, or dying) fails the scrape: Prometheus
 * records it as down rather than a total that silently lacks a worker's counts.
 */
function answerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_ASK || typeof message.id !== 'number') return;
    const id = message.id;
    const reply = (answer: MetricsAnswer) => { if (worker.isConnected()) worker.send(answer); };
    aggregator.clusterMetrics().then(
      (text) => reply({ type: METRICS_ANSWER, id, text }),
      (error: unknown) => reply({ type: METRICS_ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
