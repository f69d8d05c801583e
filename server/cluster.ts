/**
 * Several API processes on one machine (WORKERS, PostgreSQL only): the first process
 * prepares the database once (migrations, demo seed) and then only supervises; each
 * worker is a full API (contract, PWA static files, scheduled jobs) on the same port,
 * which node:cluster shares among them. A worker that dies is started again (after a
 * pause that grows while they keep dying young); SIGTERM or SIGINT stops them all
 * gracefully: each finishes its requests (Fastify's close) before the first leaves.
 * Nothing that matters lives in a worker's memory (docs/architecture.md "Many processes").
 */
import cluster, { type Worker } from 'node:cluster';

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
