/**
 * A PostgreSQL server for the benchmark when BENCH_DATABASE_URL is not given: a cluster kept
 * under data/bench/postgres (so a built catalogue is reused by the next run), started on a
 * free port with its socket in a temp dir, and stopped when the benchmark ends. initdb
 * refuses root, so as root the cluster runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Cluster {
  url: string;
  stop(): void;
}

function findBin(): string {
  const candidates = [
    ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : []),
    '/usr/local/bin', '/usr/bin',
  ];
  const bin = candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
  if (!bin) throw new Error('PostgreSQL (initdb, pg_ctl) not found: install it (apt-get install postgresql) or set BENCH_DATABASE_URL');
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;
const postgresIds = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
});

function run(bin: string, tool: string, args: string[]): void {
  const command = path.join(bin, tool);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function startCluster(dataDir: string): Promise<Cluster> {
  const bin = findBin();
  const pgdata = path.join(dataDir, 'pgdata');
  const socketDir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dataDir, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    run(bin, 'initdb', ['-D', pgdata, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const port = await freePort();
  // Durability off (a benchmark's data can be rebuilt); memory sized for a 1M-title catalogue.
  const options = [
    `-p ${port}`, `-k ${socketDir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off',
    '-c full_page_writes=off', '-c shared_buffers=1GB', '-c work_mem=32MB', '-c maintenance_work_mem=1GB',
    '-c max_wal_size=4GB', '-c checkpoint_timeout=30min',
  ].join(' ');
  run(bin, 'pg_ctl', ['-D', pgdata, '-l', path.join(dataDir, 'postgres.log'), '-w', '-o', options, 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', pgdata, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(socketDir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
