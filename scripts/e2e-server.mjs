// The servers the end-to-end tests run against: E2E_SERVERS (1) of them, started side by
// side, each with the built dist/, its own fresh PGlite folder and the full demo catalogue
// (a copy of E2E_SEEDED_DIR, seeded once by scripts/e2e-seed.ts, when it is given),
// on E2E_PORT (8181) + 5 × n; its mail goes to E2E_SMTP_PORT (E2E_PORT + 1) + 5 × n (or
// SMTP_URL for a single server), where a spec's SMTP sink listens. Once every server
// answers /api/health, E2E_PORT + 4 answers "ready" (playwright.config.ts waits for it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const basePort = Number(process.env.E2E_PORT ?? 8181);
const count = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const smtpBase = Number(process.env.E2E_SMTP_PORT ?? basePort + 1);
const seeded = process.env.E2E_SEEDED_DIR || undefined;
// The servers' folders, one per port: a run killed outright (Playwright ends its web server
// with SIGKILL) leaves its folders behind, and the next run on the port clears them.
const dataRoot = path.join(os.tmpdir(), `catalogo-e2e-${basePort}`);
fs.rmSync(dataRoot, { recursive: true, force: true });
fs.mkdirSync(dataRoot, { recursive: true });
const children = [];

async function startOne(n) {
  const port = basePort + 5 * n;
  const dataDir = path.join(dataRoot, String(n));
  fs.mkdirSync(dataDir, { recursive: true });
  // The seeded folder copied: the server finds the demo there and skips its own seed.
  if (seeded) fs.cpSync(seeded, path.join(dataDir, 'pglite'), { recursive: true });
  // The test identity providers (OIDC on port+2, SAML on +3) start first: their first
  // line of output is the server's SSO environment (tests/support/idps.ts).
  const idps = spawn(process.execPath, ['--import', 'tsx', 'tests/support/idps.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  children.push(idps);
  const ssoEnv = await new Promise((resolve) => {
    let text = '';
    idps.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(JSON.parse(text.slice(0, text.indexOf('\n'))));
    });
    // Without them (a port taken…) the server still runs, with SSO off: only sso.spec.ts needs them.
    idps.on('exit', (code) => { console.error(`identity providers of port ${port} exited (${code}); SSO off`); resolve({}); });
  });
  const smtpUrl = count === 1 && process.env.SMTP_URL ? process.env.SMTP_URL : `smtp://127.0.0.1:${smtpBase + 5 * n}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...ssoEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
      VALIDATE_RESPONSES: '1',
      // Every spec signs in from this one address, some on purpose with wrong passwords: the
      // per-address limits (tested by the server tests) would otherwise trip the suite.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
      // The same for visitors' requests: every spec's browser is this one address too, and the
      // specs' API helpers (tests/e2e/pages/title-api.ts) walk many titles with one visitor's
      // token, far past a person's pace (public-token.spec.ts and the server tests hold the limits).
      PUBLIC_REQUESTS_PER_ADDRESS_PER_MINUTE: '1000000',
      PUBLIC_REQUESTS_PER_TOKEN_PER_MINUTE: '1000000',
      REFRESH_GRANTS_PER_MINUTE: '100000',
    },
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`the server on port ${port} exited (${code})`);
    stop();
    process.exit(code ?? 0);
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
process.on('SIGTERM', () => { stop(); process.exit(0); });
process.on('SIGINT', () => { stop(); process.exit(0); });

await Promise.all(Array.from({ length: count }, (_, n) => startOne(n)));
http.createServer((_req, res) => res.end('ready\n')).listen(basePort + 4, '127.0.0.1');
