/**
 * Builds the Fastify application: the /api contract, its docs, security headers,
 * compression and the built PWA. Tests use it through app.inject; main.ts listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { configFromEnv, startupProblem, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/connect';
import { loadContract } from './http/contract';
import { DetailedHttpError, HttpError } from './http/errors';
import { registerContract } from './http/register-contract';
import { shareCompiledValidators } from './http/validators';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerStatic } from './http/static';
import { registerAdmission } from './http/admission';
import { loggerOptions, registerRequestLog, requestId, type LogSink } from './http/logging';
import { registerMetrics } from './http/metrics';
import { limitTokenGrant } from './http/public-limits';
import { createTokenService } from './modules/patrons';
import { handlers } from './modules';
import { registerDiscovery, titlePage } from './modules/integration';
import { createMailer } from './mail/mailer';
import { loadVapidKeys, vapidSubject } from './modules/platform';
import { registerCoverProvider } from './modules/catalogue';

export interface BuildOptions extends Partial<Omit<Config, 'database'>> {
  /** A location (URL, folder, 'memory') or an already open database. */
  database?: string | Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logSink?: LogSink;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { database: dbOption, logger, logSink, ...overrides } = options;
  const config = configFromEnv(undefined, {
    staticDir: null,
    ...(typeof dbOption === 'string' ? { database: dbOption } : {}),
    ...overrides,
  });
  const problem = startupProblem(config);
  if (problem) throw new Error(problem);
  const database = typeof dbOption === 'object' ? dbOption : await openDatabase(config.database, { poolSize: config.databasePoolSize, readUrl: config.databaseReadUrl });
  if (config.seed !== 'none') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(database, { size: config.seed });
  }
  const tokens = await createTokenService(database, {
    jwtSecret: config.jwtSecret, accessTtl: config.accessTokenTtlSeconds, refreshTtl: config.refreshTokenTtlSeconds,
    graceSeconds: config.refreshGraceSeconds,
  });
  // The mailer logs through the app's logger, which exists only once Fastify is built below.
  let log = (_message: string) => {};
  const mailer = createMailer({
    smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: path.join(config.dataDir, 'outbox'), log: (m) => log(m),
    caFile: config.smtpCaFile, outboxMaxFiles: config.outboxMaxFiles,
  });
  const push = { keys: await loadVapidKeys(database), subject: vapidSubject(config.vapidSubject, config.mailFrom), ttlSeconds: 24 * 60 * 60 };
  await registerCoverProvider(database, config.covers);
  const ctx: AppContext = { database, config, tokens, mailer, push };

  const app = Fastify({
    logger: logger || logSink ? loggerOptions(config.logLevel, config.logFormat, logSink) : false,
    // One line per request (http/logging.ts), with the proxy's request id when it sent one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Addresses the router refuses (a parameter over 100 characters, a malformed escape)
    // answer like every other error: {message}, without echoing the address back.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply).code(status).send({ message: status === 414 ? 'the address is too long' : 'the address is not valid' });
    },
    ajv: {
      customOptions: { strict: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true },
      plugins: [(await import('ajv-formats')).default as any],
      // The contract's schemas are compiled once per process, not once per app.
      onCreate: shareCompiledValidators,
    } as never,
  });
  app.decorate('ctx', ctx);
  log = (message) => app.log.info(message);
  if (typeof dbOption !== 'object') app.addHook('onClose', () => database.close());

  registerRequestLog(app);
  registerMetrics(app, ctx);
  await app.register(import('@fastify/formbody'));
  await app.register(import('@fastify/compress'), { threshold: 1024 });
  // X-Frame-Options says what frame-ancestors 'none' says, for browsers that know only the header.
  // Pearson's e-books open by a form posted to the provider (PearsonAccess): its origin may take forms.
  const pearson = config.providers.pearson ? new URL(config.providers.pearson.url).origin : null;
  const directives = pearson ? { ...CSP, formAction: [...CSP.formAction, pearson] } : CSP;
  await app.register(import('@fastify/helmet'), { contentSecurityPolicy: { directives }, frameguard: { action: 'deny' } });
  // Counted in the database: several API processes share one budget per address.
  await app.register(import('@fastify/rate-limit'), { global: false, store: databaseRateLimitStore(database.db) as never });

  const contract = loadContract();
  app.get('/api/openapi.json', async () => contract);
  await app.register(import('@fastify/swagger'), { mode: 'static', specification: { document: contract as any } });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs', staticCSP: true });

  // Sign-in and basket e-mails are what an abuser would hammer: they are limited per address.
  // Token grants have budgets of their own, visitors' apart from sign-in's (http/public-limits.ts),
  // and so do all requests with a visitor's token (register-contract.ts).
  const limits: Record<string, number> = {
    // Starting external sign-ins writes state; asking who shares a CPF probes people.
    getOidcAuthorization: config.loginRateLimitPerMinute,
    getSamlLogin: config.loginRateLimitPerMinute,
    listDuplicatePeople: config.probeRateLimitPerMinute,
    exportBasket: config.exportRateLimitPerMinute,
    // Anyone may check a certificate's code: limited like sign-in, so codes cannot be guessed in bulk.
    verifyNoDues: config.probeRateLimitPerMinute,
    mailNoDues: config.exportRateLimitPerMinute,
  };
  // Requests work a few at a time, the rest in arrival order (http/admission.ts).
  registerAdmission(app, {
    concurrency: config.requestConcurrency ?? (database.kind === 'pglite' ? 8 : config.databasePoolSize),
    queueLimit: config.requestQueueLimit,
  }, (req) => (req.routeOptions.config as { operationId?: string } | undefined)?.operationId);
  registerContract(app, ctx, contract, handlers, (op) => ({
    config: {
      operationId: op.operationId,
      ...(limits[op.operationId] ? { rateLimit: { max: limits[op.operationId], timeWindow: '1 minute' } } : {}),
    },
    ...(op.operationId === 'createToken' ? { preHandler: limitTokenGrant(ctx) } : {}),
  }));

  app.setErrorHandler((error: any, req, reply) => {
    if (error instanceof HttpError) {
      // A 429 that knows when to come back says so (sign-in's and the current password's delays).
      const { retryAfter } = error as unknown as { retryAfter?: unknown };
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.code(error.statusCode).send({ ...(error instanceof DetailedHttpError ? error.detail : {}), message: error.message });
    }
    if (error.validation) return reply.code(400).send({ message: `${error.validationContext ?? 'request'} ${error.validation[0]?.instancePath ?? ''} ${error.validation[0]?.message ?? 'is invalid'}`.replace(/\s+/g, ' ').trim() });
    if (error.statusCode === 429) return reply.code(429).send({ message: 'error.too-many-attempts' });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ message: error.message });
    req.log.error(error);
    return reply.code(500).send({ message: 'error.unexpected' });
  });

  const staticDir = config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html')) ? config.staticDir : null;
  registerDiscovery(app, ctx);
  await registerStatic(app, staticDir, titlePage(ctx));
  // The citation engine parses its style once: done as soon as the server listens, not in the first patron's request.
  app.addHook('onListen', async () => { setImmediate(() => (void import('./marc/citation').then((c) => c.warmUpCitations()))); });
  return app;
}

/** Content Security Policy: only our own origin, no inline scripts, covers from anywhere. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:', 'http:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
