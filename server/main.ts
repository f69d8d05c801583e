/** Starts the HTTP server: /api and the built PWA on PORT (default 8080). */
import { buildApp } from './app';
import { configFromEnv } from './config';
import { DataDirInUseError } from './db/data-dir-lock';

const config = configFromEnv();
const started = Date.now();
const app = await buildApp({ ...config, logger: true }).catch((error: unknown) => {
  // A second server on the same embedded database: say why in one paragraph and leave.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(3);
});
// The embedded database is this process's alone: the command line hands its work to us.
const { lock } = app.ctx.database;
if (lock) {
  const { startAdminSocket } = await import('./admin/admin-socket');
  const { serverCommands } = await import('./admin/server-commands');
  const admin = await startAdminSocket(config.database, serverCommands(app.ctx), (m) => app.log.info(m));
  lock.update({ socket: admin.path });
  // Before the database closes: a running import stops after the batch it is writing.
  app.addHook('preClose', () => admin.close());
}
await app.listen({ port: config.port, host: config.host });
// Circulation jobs (hold expiry, due-date reminders): every process polls, each run is claimed once in the database.
const { startJobs } = await import('./modules/jobs');
startJobs(app.ctx, (message) => app.log.info(message));
// SIP2 for self-check machines (issue 26 item 3), beside HTTP when SIP2_PORT is set.
const sip2 = config.sip2.port === null ? null
  : await (await import('./sip2')).startSip2Server(app.ctx, config.sip2, (message) => app.log.info(message));

const { formatDemoAccounts } = await import('./seed/demo');
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nCatálogo pronto em http://${shown}:${config.port} (${app.ctx.database.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`API: http://${shown}:${config.port}/api/docs`);
if (config.seed !== 'none') {
  console.log(`Contas de demonstração:\n${formatDemoAccounts()}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.resolve(sip2?.close()).then(() => app.close()).then(() => process.exit(0));
  });
}
