// The server the end-to-end tests run against: the built dist/, a fresh PGlite folder,
// the full demo catalogue, port 8181, mail to a folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    VALIDATE_RESPONSES: '1',
  },
});
const stop = () => { child.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
