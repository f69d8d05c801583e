/**
 * A PostgreSQL primary and a real streaming replica of it on loopback, for the tests of
 * several API nodes (tests/server/replica.test.ts): the primary is a throwaway cluster
 * (tests/support/postgres.sh), the replica is made from it with `pg_basebackup -R` (it
 * streams the primary's WAL from then on) and started as a hot standby on its own port.
 * As root, both run as the `postgres` user (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const dirs = fs.existsSync(root) ? fs.readdirSync(root).sort().reverse().map((v) => path.join(root, v, 'bin')) : [];
  return dirs.find((d) => fs.existsSync(path.join(d, 'pg_basebackup')) && fs.existsSync(path.join(d, 'pg_ctl'))) ?? null;
}

const isRoot = process.getuid?.() === 0;
function asPostgres(command: string, args: string[]) {
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });
}

export interface PrimaryAndReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs one statement on the replica (pause or resume its replay). */
  onReplica(text: string): Promise<pg.QueryResultRow[]>;
  onPrimary(text: string, values?: unknown[]): Promise<pg.QueryResultRow[]>;
  stop(): void;
}

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function startPrimaryAndReplica(dir: string): Promise<PrimaryAndReplica> {
  const bin = postgresBin();
  if (!bin) throw new Error('pg_basebackup not found (Debian: apt-get install postgresql)');
  const primaryDir = path.join(dir, 'primary');
  const primaryUrl = execFileSync('bash', ['tests/support/postgres.sh', 'start', primaryDir]).toString().trim();
  const primaryPort = new URL(primaryUrl).port;
  const replicaDir = path.join(dir, 'replica');
  fs.mkdirSync(replicaDir, { recursive: true });
  if (isRoot) execFileSync('chown', ['postgres', replicaDir]);
  // -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby.
  asPostgres(path.join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', primaryPort, '-U', 'postgres', '-D', path.join(replicaDir, 'pgdata'), '-R', '-X', 'stream', '-c', 'fast']);
  const replicaPort = await freePort();
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(replicaDir, 'pgdata'), '-l', path.join(replicaDir, 'postgres.log'), '-w', '-o',
    `-p ${replicaPort} -k ${replicaDir} -c listen_addresses=127.0.0.1 -c hot_standby=on`, 'start']);
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const stop = () => {
    try { asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(replicaDir, 'pgdata'), '-m', 'immediate', 'stop']); } catch { /* already down */ }
    execFileSync('bash', ['tests/support/postgres.sh', 'stop', primaryDir]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    primaryUrl, replicaUrl, stop,
    onReplica: (text) => query(replicaUrl, text),
    onPrimary: (text, values) => query(primaryUrl, text, values),
  };
}
