import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentHolder, DataDirInUseError, lockDataDir, lockPathOf, processStartOf } from './data-dir-lock';

let dir: string;
let folder: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  folder = path.join(dir, 'pglite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeLock = (holder: object) => fs.writeFileSync(lockPathOf(folder), JSON.stringify(holder));

/** A process that has surely ended: one we started and waited for. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the embedded database lock', () => {
  it('refuses a second holder, naming the first, and frees the folder on release', async () => {
    const lock = await lockDataDir(folder, 'server');
    const error = await lockDataDir(folder, 'import').catch((e) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect(error.message).toMatch(/in use by the catalogue server \(process \d+/);
    expect(error.message).toMatch(/nothing was changed/);
    expect(currentHolder(folder)?.role).toBe('server');
    lock.release();
    expect(fs.existsSync(lockPathOf(folder))).toBe(false);
    expect(currentHolder(folder)).toBeNull();
    (await lockDataDir(folder, 'import')).release();
  });

  it('takes over the lock of a process that died (kill -9 leaves it behind)', async () => {
    writeLock({ pid: await deadPid(), processStart: null, host: os.hostname(), role: 'server', since: 'then' });
    expect(currentHolder(folder)).toBeNull();
    const lock = await lockDataDir(folder, 'server');
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', async () => {
    if (!processStartOf(process.ppid)) return; // only Linux tells a process's start time
    writeLock({ pid: process.ppid, processStart: '1', host: os.hostname(), role: 'server', since: 'then' });
    (await lockDataDir(folder, 'server')).release();
  });

  it('refuses while the holder is alive in another process', async () => {
    writeLock({ pid: process.ppid, processStart: processStartOf(process.ppid), host: os.hostname(), role: 'import', since: 'now' });
    await expect(lockDataDir(folder, 'server')).rejects.toThrow(/in use by a "import" command .*Wait for it to finish/);
    expect(fs.existsSync(lockPathOf(folder))).toBe(true);
  });

  it('lets exactly one of several processes racing for a stale lock win it', async () => {
    writeLock({ pid: await deadPid(), processStart: null, host: os.hostname(), role: 'server', since: 'then' });
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.resolve('server/db/data-dir-lock.ts'))};
      try { await lockDataDir(${JSON.stringify(folder)}, 'race'); console.log('won'); await new Promise((r) => setTimeout(r, 3000)); }
      catch (e) { console.log(e.name); }`;
    const racers = Array.from({ length: 4 }, () => new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
      let out = '';
      child.stdout.on('data', (d) => { out += d; });
      child.on('exit', () => resolve(out.trim()));
    }));
    const outcomes = await Promise.all(racers);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DataDirInUseError')).toHaveLength(3);
  }, 60_000);

  it('keeps what update() adds (the server names its admin socket there)', async () => {
    const lock = await lockDataDir(folder, 'server');
    lock.update({ socket: '/run/x.sock' });
    expect(currentHolder(folder)).toMatchObject({ role: 'server', socket: '/run/x.sock', pid: process.pid });
    lock.release();
  });
});
