// `npm start`: builds the PWA when dist/ is missing or older than its sources, compiles the
// server when build/server/ is missing or older than its sources (scripts/build-server.mjs),
// then starts the compiled server with source maps (PGlite in ./data unless DATABASE_URL is
// set; demo catalogue on first start) — the same code a library's server runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PWA_SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const SERVER_SOURCES = ['server', 'openapi', 'package-lock.json', 'scripts/build-server.mjs'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const stale = (marker, sources) => {
  const built = builtAt(marker);
  return !built || Math.max(...sources.map((s) => newest(s))) > built;
};

if (stale('dist/index.html', PWA_SOURCES)) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', '--silent', 'i18n:compile'], { stdio: 'inherit' });
  const v = r.status === 0 ? spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }) : r;
  if (v.status !== 0) process.exit(v.status ?? 1);
}
if (stale('build/BUILT', SERVER_SOURCES)) {
  console.log('Compiling the server…');
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// A SIGTERM to `npm start` reaches the server, which finishes its requests before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
