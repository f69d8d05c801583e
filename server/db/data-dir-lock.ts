/**
 * The embedded database's single-process lock, like PostgreSQL's postmaster.pid: PGlite
 * keeps the whole database in one process's memory and writes its files as it likes, so a
 * second process on the same folder (a second `npm start`, an import beside the running
 * server) silently destroys it. Whoever opens a PGlite folder first writes `<folder>.lock`
 * (who, since when, and the running server's admin socket); the next one reads it and
 * stops with a clear message before touching a file. A lock left by a process that died
 * (kill -9, a power cut) is taken over: its process is gone, or its pid now belongs to a
 * process started at another time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot (tells a reused pid). */
  processStart: string | null;
  host: string;
  /** What the holder does: 'server', 'import', 'backup', 'restore', 'desk'… */
  role: string;
  since: string;
  /** The running server's admin socket (server/admin), for commands handed over to it. */
  socket?: string;
}

export class DataDirInUseError extends Error {
  constructor(readonly folder: string, readonly holder: LockHolder, advice?: string) {
    super(describeHolder(folder, holder, advice));
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Adds to what the lock file says (the server adds its socket once it listens). */
  update(extra: Partial<LockHolder>): void;
  release(): void;
}

export const lockPathOf = (folder: string) => `${path.resolve(folder)}.lock`;

function describeHolder(folder: string, holder: LockHolder, advice?: string): string {
  const what = holder.role === 'server' ? 'the catalogue server' : `a "${holder.role}" command`;
  return `The embedded database in ${folder} is in use by ${what} (process ${holder.pid} on ${holder.host}, since ${holder.since}). `
    + 'Only one process may open it at a time; nothing was changed. '
    + (advice ?? (holder.role === 'server'
      ? 'Stop that server first, or use the commands that hand their work to it (npm run import, npm run backup).'
      : 'Wait for it to finish.'))
    + ` If you are certain no such process runs, delete ${lockPathOf(folder)}.`;
}

/** The start time of a process, as Linux tells it (field 22 of /proc/<pid>/stat); null elsewhere. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Lock files this process holds (a second open of the same folder in one process is refused too). */
const heldHere = new Set<string>();

/** Whether the lock's process is still the one that wrote it. */
export function holderAlive(holder: LockHolder, lockPath: string): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  // Our own pid in a lock we did not take is a dead predecessor's (a container restarted
  // with the same pid).
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartOf(holder.pid);
  return !(start && holder.processStart && start !== holder.processStart);
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or not JSON: a holder is never seen half-written (it is linked whole), so
    // this is damage; it names no live process.
    return { pid: 0, processStart: null, host: '?', role: 'unknown', since: '?' };
  }
}

/** Who holds the folder now, or null when nobody (a stale lock counts as nobody). */
export function currentHolder(folder: string): LockHolder | null {
  const lockPath = lockPathOf(folder);
  const holder = readHolder(lockPath);
  return holder && holderAlive(holder, lockPath) ? holder : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the folder's lock or throws DataDirInUseError. The file is written aside and
 * hard-linked into place, so it appears whole and only one of two racing processes wins.
 */
export async function lockDataDir(folder: string, role: string): Promise<DataDirLock> {
  const lockPath = lockPathOf(folder);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  let holder: LockHolder = {
    pid: process.pid, processStart: processStartOf(process.pid), host: os.hostname(), role, since: new Date().toISOString(),
  };
  /** `exclusive`: fails with EEXIST when a lock is there (taking it); else replaces ours. */
  const write = (exclusive: boolean) => {
    const aside = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(aside, `${JSON.stringify(holder, null, 2)}\n`, { mode: 0o600 });
    try {
      if (exclusive) fs.linkSync(aside, lockPath);
      else fs.renameSync(aside, lockPath);
    } finally {
      fs.rmSync(aside, { force: true });
    }
  };

  for (let attempt = 0; ; attempt += 1) {
    try {
      write(true);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(lockPath);
    if (found && holderAlive(found, lockPath)) throw new DataDirInUseError(folder, found);
    if (attempt >= 20) throw new Error(`could not take the lock ${lockPath}`);
    await takeOverStale(lockPath, found);
  }

  let held = true;
  heldHere.add(lockPath);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(lockPath);
    process.off('exit', release);
    const now = readHolder(lockPath);
    if (now?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return {
    path: lockPath,
    update(extra) {
      holder = { ...holder, ...extra };
      write(false);
    },
    release,
  };
}

/**
 * Removes a dead holder's lock. Two processes may find the same stale lock: the takeover
 * itself is guarded by a second lock file, and the lock is removed only if it is still
 * the stale one that was read (not the winner's new lock).
 */
async function takeOverStale(lockPath: string, stale: LockHolder | null): Promise<void> {
  const guard = `${lockPath}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch {
    // Someone else is taking over; a guard older than 10 s is a takeover that died.
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > 10_000) fs.rmSync(guard, { force: true });
    } catch { /* gone meanwhile */ }
    await sleep(50 + Math.random() * 100);
    return;
  }
  try {
    const now = readHolder(lockPath);
    if (JSON.stringify(now) === JSON.stringify(stale)) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}
