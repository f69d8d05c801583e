// The server the end-to-end tests run against: the built dist/, a fresh PGlite folder,
// the full demo catalogue, port 8181, mail to a folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-e2e-'));
// The test identity providers (OIDC on E2E_PORT+2, SAML on +3) start first: their first
// line of output is the server's SSO environment (tests/support/idps.ts).
const idps = spawn(process.execPath, ['--import', 'tsx', 'tests/support/idps.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const ssoEnv = await new Promise((resolve) => {
  let text = '';
  idps.stdout.on('data', (chunk) => {
    text += chunk;
    if (text.includes('\n')) resolve(JSON.parse(text.slice(0, text.indexOf('\n'))));
  });
  // Without them (a port taken…) the server still runs, with SSO off: only sso.spec.ts needs them.
  idps.on('exit', (code) => { console.error(`identity providers exited (${code}); SSO off`); resolve({}); });
});
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...ssoEnv,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    VALIDATE_RESPONSES: '1',
    // Every spec signs in from this one address, some on purpose with wrong passwords: the
    // per-address limits (tested by the server tests) would otherwise trip the suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_ADDRESS_MAX_FAILURES: '1000',
  },
});
const stop = () => { idps.kill('SIGTERM'); child.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => { idps.kill('SIGTERM'); process.exit(code ?? 0); });
