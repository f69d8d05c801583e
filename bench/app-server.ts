/**
 * Shared by the front-end benchmarks (bundle.ts, lighthouse.ts): a production build in a
 * folder of its own (never dist/, which the end-to-end tests use) and the real server
 * started on it the way the end-to-end tests start it (scripts/e2e-server.mjs: fresh
 * PGlite folder, full demo catalogue, NODE_ENV=production, compression on).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_BUILD_DIR = '.tmp/dist-bench';

/** The build folder given on the command line, or a fresh build in DEFAULT_BUILD_DIR. */
export function ensureBuild(dirArg: string | undefined): string {
  if (dirArg) {
    const dir = path.resolve(dirArg);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: not a build folder`);
    return dir;
  }
  console.log(`Building the PWA into ${DEFAULT_BUILD_DIR} …`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DEFAULT_BUILD_DIR, '--emptyOutDir'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return path.resolve(DEFAULT_BUILD_DIR);
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts scripts/e2e-server.mjs on `port` serving `staticDir`; resolves once /api/health answers. */
export async function startServer(staticDir: string, port: number): Promise<RunningServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    console.log(`Starting the server on ${baseURL} (full demo catalogue; this takes a while) …`);
    await waitForHealth(`${baseURL}/api/health`, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

/** Reads `--name value` from argv. */
export function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** The first argument that is not an option nor an option's value. */
export function positional(argv: string[]): string | undefined {
  return argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
}
