/** Starts the HTTP server: /api and the built PWA on PORT (default 8080). */
import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const started = Date.now();
const app = await buildApp({ ...config, logger: true });
await app.listen({ port: config.port, host: config.host });

const { formatDemoAccounts } = await import('./seed/demo');
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nCatálogo pronto em http://${shown}:${config.port} (${app.ctx.database.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`API: http://${shown}:${config.port}/api/docs`);
if (config.seed !== 'none') {
  console.log(`Contas de demonstração:\n${formatDemoAccounts()}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
