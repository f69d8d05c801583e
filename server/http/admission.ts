/**
 * Admission of API requests (issue 27): at most `concurrency` requests of a process work
 * at once; the rest wait their turn in arrival order. Without it, every request in flight
 * interleaves its statements with every other's (PGlite runs one statement at a time, a
 * pool hands out connections statement by statement), so under load a request of ten
 * statements waits ten times behind the whole crowd: the median stays fine while the
 * slowest answers run into clients' timeouts. In arrival order, each waits for those before
 * it only, and the slowest answer is close to the median.
 *
 * A queue longer than `queueLimit` answers 503 with Retry-After at once rather than let a
 * request wait for what cannot come in time (far above the loads of bench/load.ts, which
 * expect no such answer). Calls that wait on another service (third-party providers,
 * single sign-on) and everything outside /api (the PWA's files) are not counted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface AdmissionSettings {
  /** Requests working at once in this process. */
  concurrency: number;
  /** Requests that may wait; beyond them 503. */
  queueLimit: number;
}

/** Operations that wait on a third party (providers, identity providers): never held behind the database's queue. */
const OUTSIDE_CALLS = new Set([
  'openRestrictedLink', 'getAbntLink', 'getTargetLink', 'openGrupoA', 'searchTargetProducts', 'listEventumEvents',
  'getOidcAuthorization', 'finishOidc', 'getSamlLogin', 'consumeSamlResponse', 'finishSaml',
]);

export function createGate({ concurrency, queueLimit }: AdmissionSettings) {
  let working = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else working--;
  };
  return {
    /** Resolves with the release function once the request may work; null when the queue is full. */
    enter(): Promise<(() => void) | null> | (() => void) | null {
      let released = false;
      const once = () => { if (!released) { released = true; release(); } };
      if (working < concurrency) {
        working++;
        return once;
      }
      if (waiting.length >= queueLimit) return null;
      return new Promise((resolve) => waiting.push(() => resolve(once)));
    },
    stats: () => ({ working, waiting: waiting.length }),
  };
}

export function registerAdmission(app: FastifyInstance, settings: AdmissionSettings, operationOf: (req: FastifyRequest) => string | undefined) {
  if (settings.concurrency <= 0) return;
  const gate = createGate(settings);
  const turns = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/')) return;
    const operation = operationOf(req);
    if (!operation || OUTSIDE_CALLS.has(operation)) return;
    const entered = gate.enter();
    const turn = entered instanceof Promise ? await entered : entered;
    if (!turn) {
      reply.header('Retry-After', '1');
      return reply.code(503).send({ message: 'error.server-busy' });
    }
    // Given back once the answer is sent or the client has gone, whichever comes first
    // (a client that left while waiting gives its turn back as soon as it gets it, unserved).
    turns.set(req, turn);
    reply.raw.once('close', turn);
    if (reply.raw.destroyed || req.raw.socket?.destroyed) {
      // Nobody waits for this answer any more (a client's timeout): its work is not done at
      // all, so a queue that fell behind catches up instead of serving only the departed.
      turn();
      return reply.code(503).send({ message: 'error.server-busy' });
    }
  });
  app.addHook('onResponse', async (req: FastifyRequest) => { turns.get(req)?.(); });
}
