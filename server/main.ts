/**
 * Starts the HTTP server: /api and the built PWA on PORT (default 8080). On PostgreSQL it
 * runs WORKERS API processes (default: one per core) under a supervisor (server/cluster.ts);
 * the embedded database is one process's alone, so PGlite always runs one.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { configFromEnv, startupProblem, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';

/** The settings, or a paragraph saying which one to fix and an exit (TRUST_PROXY=true, production without PUBLIC_URL). */
function settingsOrExit(): Config {
  let problem: string | null;
  try {
    const settings = configFromEnv();
    problem = startupProblem(settings);
    if (!problem) return settings;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  console.error(problem);
  process.exit(2);
}

const config = settingsOrExit();
const started = Date.now();
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;

async function announce(kind: string, workers: number) {
  console.log(`\nCatálogo pronto em http://${shown}:${config.port} (${kind}${workers > 1 ? `, ${workers} processos` : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`API: http://${shown}:${config.port}/api/docs`);
  if (config.seed !== 'none') {
    const { formatDemoAccounts } = await import('./seed/demo');
    console.log(`Contas de demonstração:\n${formatDemoAccounts()}`);
  }
}

if (config.workers > 1 && cluster.isPrimary) {
  // Migrations and the demo seed once, before any worker opens the database.
  const { openDatabase } = await import('./db/connect');
  const database = await openDatabase(config.database, { poolSize: 1 });
  if (config.seed !== 'none') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(database, { size: config.seed });
  }
  await database.close();
  const { superviseWorkers } = await import('./cluster');
  const supervisor = superviseWorkers({
    workers: config.workers,
    env: { SEED: 'none' },
    log: (m) => console.log(m),
    onListening: () => void announce('postgresql', config.workers),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void supervisor.stop().then(() => process.exit(0)));
  }
} else {
  const app = await buildApp({ ...config, logger: true }).catch((error: unknown) => {
    // A second server on the same embedded database: say why in one paragraph and leave.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(3);
  });
  // A catalogue in the embedded database that was never analysed gets its statistics once.
  const { analyseIfStale } = await import('./db/statistics');
  if (await analyseIfStale(app.ctx.database)) app.log.info('planner statistics gathered (VACUUM ANALYZE)');
  // The embedded database is this process's alone: the command line hands its work to us.
  const { lock } = app.ctx.database;
  if (lock) {
    const { startAdminSocket } = await import('./admin/admin-socket');
    const { serverCommands } = await import('./server-commands');
    const admin = await startAdminSocket(config.database, serverCommands(app.ctx), (m) => app.log.info(m));
    lock.update({ socket: admin.path });
    // Before the database closes: a running import stops after the batch it is writing.
    app.addHook('preClose', () => admin.close());
  }
  await app.listen({ port: config.port, host: config.host });
  // Circulation jobs (hold expiry, due-date reminders): every process polls, each run is claimed once in the database.
  const { startJobs } = await import('./jobs');
  startJobs(app.ctx, (message) => app.log.info(message));
  // SIP2 for self-check machines (issue 26 item 3), beside HTTP when SIP2_PORT is set (workers share its port as they share HTTP's).
  const sip2 = config.sip2.port === null ? null
    : await (await import('./sip2')).startSip2Server(app.ctx, config.sip2, (message) => app.log.info(message));

  if (cluster.isPrimary) await announce(app.ctx.database.kind, 1);
  // A worker leaves when its supervisor says so (SIGTERM); a terminal's Ctrl-C reaches the
  // supervisor too, which then stops every worker without restarting any.
  const signals = cluster.isPrimary ? (['SIGINT', 'SIGTERM'] as const) : (['SIGTERM'] as const);
  if (cluster.isWorker) process.on('SIGINT', () => {});
  for (const signal of signals) {
    process.once(signal, () => {
      void Promise.resolve(sip2?.close()).then(() => app.close()).then(() => process.exit(0));
    });
  }
}
