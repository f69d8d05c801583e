/**
 * The real server and command line as separate processes, the way a librarian runs them
 * (`npm start`, `npm run import` in a second terminal): for what only shows between
 * processes (the embedded database's lock, the admin socket, kill -9).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface ProcessResult { code: number | null; signal: NodeJS.Signals | null; output: string }

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<ProcessResult>;
  stop(signal?: NodeJS.Signals): Promise<ProcessResult>;
  /** Set when the server ended before it answered (why is in its output). */
  result?: ProcessResult;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The TypeScript sources through tsx, or (a build folder given) the compiled server as production runs it. */
function run(args: string[], env: Record<string, string>, build?: string) {
  const program = build
    ? ['--enable-source-maps', `${build}/server/${args[0].replace(/^server\//, '').replace(/\.ts$/, '.js').replace('loaders/cli', 'loaders-cli')}`, ...args.slice(1)]
    : ['--import', 'tsx', ...args];
  const child = spawn(process.execPath, program, {
    env: { ...process.env, LOG_LEVEL: 'warn', STATIC_DIR: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<ProcessResult>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, exited, output: () => output };
}

/** Runs `server/cli.ts <args>` to its end. */
export async function runCli(args: string[], env: Record<string, string>, build?: string): Promise<ProcessResult> {
  return run(['server/cli.ts', ...args], env, build).exited;
}

/** Runs `server/loaders/cli.ts <args>` (npm run patrons / academic) to its end. */
export async function runLoaderCli(args: string[], env: Record<string, string>): Promise<ProcessResult> {
  return run(['server/loaders/cli.ts', ...args], env).exited;
}

/**
 * Starts `server/main.ts` (or, given `build`, a compiled server's `build/server/main.js`); resolves once /api/health answers, or with the process's end
 * when it stops first (`result` then holds why).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, build?: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A production server (NODE_ENV=production here) off the demo catalogue needs PUBLIC_URL.
  const { child, exited, output } = run(['server/main.ts'], { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env }, build);
  let ended: ProcessResult | undefined;
  void exited.then((r) => { ended = r; });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!ended) child.kill(signal);
    return exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    try {
      // Bounded: a connection accepted but never answered (a cluster worker that died
      // holding it) would otherwise wait out undici's 300 s, past this loop's deadline.
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok) return { url, child, output, exited, stop };
    } catch { /* not listening yet, or no answer in time */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (ended) return { url, child, output, exited, stop, result: ended };
  await stop('SIGKILL');
  throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output()}`);
}
