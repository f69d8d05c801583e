// `npm start`: builds the PWA when dist/ is missing or older than its sources, then starts
// the server (PGlite in ./data unless DATABASE_URL is set; demo catalogue on first start).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
if (!built || Math.max(...SOURCES.map((s) => newest(s))) > built) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(r.status ?? 0);
