/**
 * What bench/load.ts needs around the load itself: the real server as a process of its own
 * (`server/main.ts`, production mode, WORKERS API processes), its resident memory summed
 * over the process and its workers, and many client addresses.
 *
 * Client addresses: sign-in is limited per client address (LOGIN_RATE_LIMIT_PER_MINUTE,
 * counted in the database across processes), as it should be. The bench does not switch
 * that off nor forge X-Forwarded-For: every connection leaves from its own loopback
 * address (127.77.x.y: Linux answers the whole 127.0.0.0/8 on `lo`), as many people's
 * browsers would, each well under the limit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident memory now of the server and every child process (its workers), in MB. */
  rssMb(): number;
  output(): string;
  stop(): Promise<void>;
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

function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(descendants)];
  } catch {
    return [];
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export async function startBenchServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', STATIC_DIR: '', HOST: '127.0.0.1', PORT: String(port), SEED: 'none', JOBS_ENABLED: '0', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 180_000;
  const workers = Number(env.WORKERS ?? 1);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    // Ready when the announcement is out (after every worker listens), or the health answers with one process.
    if (output.includes('Catálogo pronto') || (workers <= 1 && await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
      return { url, pid: child.pid!, output: () => output, stop, rssMb: () => descendants(child.pid!).reduce((s, p) => s + rssKb(p), 0) / 1024 };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start within 180 s:\n${output}`);
}

/** The n-th client address of the bench: 127.77.0.1, 127.77.0.2, … */
export const clientAddress = (n: number) => `127.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/**
 * Makes every plain TCP connection this process opens to (port, host) leave from the next
 * client address. autocannon opens its connections with `net.connect(port, host)`.
 */
export function spreadClientAddresses(): void {
  const original = net.connect;
  let n = 0;
  (net as { connect: unknown }).connect = (...args: unknown[]) => {
    if ((typeof args[0] === 'number' || typeof args[0] === 'string') && typeof args[1] === 'string') {
      return original({ port: Number(args[0]), host: args[1], localAddress: clientAddress(n++) });
    }
    return (original as (...a: unknown[]) => net.Socket)(...args);
  };
}
