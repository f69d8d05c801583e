/**
 * Backup and restore of the embedded database (PGlite): a backup is the data folder as a
 * gzip tarball, taken by whoever holds the folder (the running server, through its admin
 * socket, while it keeps serving; or this process when none runs). A restore replaces the
 * whole folder, so it needs the server stopped; it unpacks beside the folder, checks that
 * the copy opens and is brought up to date by the migrations, and only then swaps it in,
 * keeping the replaced folder aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/connect';
import { one } from '../db/query';
import { lockDataDir } from '../db/data-dir-lock';

export interface BackupResult { file: string; bytes: number }

const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** `DATA_DIR/backups/catalogo-<date>-<time>.tar.gz`. */
export const defaultBackupFile = (dataDir: string) => path.join(dataDir, 'backups', `catalogo-${stamp()}.tar.gz`);

/** Writes the open database's copy to `file` (written aside, then renamed: never half a file). */
export async function writeBackup(database: Database, file: string): Promise<BackupResult> {
  if (!database.dump) throw new Error('backup is for the embedded database; on PostgreSQL use pg_dump');
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const blob = await database.dump('gzip');
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, target);
  return { file: target, bytes: blob.size };
}

export interface RestoreResult { titles: number; people: number; previous: string | null }

/** Replaces the PGlite folder with a backup's copy. Throws DataDirInUseError while a server runs. */
export async function restoreBackup(folder: string, file: string): Promise<RestoreResult> {
  const target = path.resolve(folder);
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`no such backup file: ${source}`);
  const lock = await lockDataDir(target, 'restore');
  const staging = `${target}.restoring`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    let copy: Database;
    try {
      copy = await openDatabase(staging, { pgliteImage: new Blob([fs.readFileSync(source)]), role: 'restore' });
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`${source} is not a backup of the embedded database (${(error as Error).message}); nothing was changed`);
    }
    let counts: { titles: number; people: number };
    try {
      counts = (await one<{ titles: number; people: number }>(copy.db,
        sql`SELECT (SELECT count(*)::int FROM acervo) AS titles, (SELECT count(*)::int FROM pessoa) AS people`))!;
    } finally {
      await copy.close();
    }
    let previous: string | null = null;
    if (fs.existsSync(target)) {
      previous = `${target}.before-restore-${stamp()}`;
      fs.renameSync(target, previous);
    }
    fs.renameSync(staging, target);
    return { ...counts, previous };
  } finally {
    lock.release();
  }
}
