/**
 * Command-line entry:
 * - `import <files…>` loads MARC files (ISO 2709 or MARCXML) into the catalogue;
 * - `backup [file]` / `restore <file>` copy the embedded database out and back;
 * - `seed-synthetic --titles N` adds a synthetic catalogue for benchmarks;
 * - `harvest <base URL> [--set S] [--from DATE] [--prefix marc21|oai_dc] [--institution N]`
 *   harvests an OAI-PMH repository into the network catalogue.
 * Uses DATABASE_URL, else the PGlite folder in DATA_DIR (./data). The embedded database
 * is one process's alone (db/data-dir-lock.ts): when the catalogue server holds it, import
 * and backup hand their work to the server over its admin socket, so the catalogue keeps
 * running; restore needs it stopped.
 */
import path from 'node:path';
import { callAdmin, type AdminEvent } from './admin/admin-socket';
import { configFromEnv } from './config';
import { isPostgresUrl, openDatabase } from './db/connect';
import { currentHolder, DataDirInUseError, type LockHolder } from './db/data-dir-lock';
import type { ImportEvent, ImportTotals } from './import/run-import';

const [command, ...args] = process.argv.slice(2);
const config = configFromEnv();
const embedded = !isPostgresUrl(config.database);

/** The running server that holds the embedded database, when there is one to hand work to. */
function runningServer(): (LockHolder & { socket: string }) | null {
  if (!embedded) return null;
  const holder = currentHolder(config.database);
  if (!holder) return null;
  if (holder.role !== 'server' || !holder.socket) throw new DataDirInUseError(config.database, holder);
  return holder as LockHolder & { socket: string };
}

async function importCommand() {
  const itemsAt = args.indexOf('--items');
  const itemsValue = itemsAt >= 0 ? args[itemsAt + 1] : undefined;
  if (itemsAt >= 0 && !itemsValue) throw new Error('--items needs a preset (koha, marc21, mfhd, sirsi949, sirsi999, none) or a mapping file');
  const createLoanTypes = args.includes('--create-loan-types');
  const files = args.filter((a, i) => !a.startsWith('--') && !(itemsAt >= 0 && i === itemsAt + 1)).map((f) => path.resolve(f));
  if (!files.length) throw new Error('usage: npm run import -- [--items koha|marc21|mfhd|sirsi949|sirsi999|none|mapping.json] [--create-loan-types] <file.mrc|file.xml> [more files]');
  const { itemsOptionFrom } = await import('./import/import-file');
  const items = itemsValue ? await itemsOptionFrom(itemsValue.endsWith('.json') ? path.resolve(itemsValue) : itemsValue) : 'auto';
  const { importRenderer } = await import('./import/cli-import');
  const { importExitCode } = await import('./import/run-import');
  const render = importRenderer(process.stdout);
  const server = runningServer();
  let totals: ImportTotals;
  if (server) {
    console.log(`The catalogue server is running (process ${server.pid}): it imports the files while it serves.`);
    // Ctrl-C closes the connection; the server stops after the batch it is writing.
    totals = await callAdmin(server.socket, 'import', { files, items, createLoanTypes }, (event: AdminEvent) => {
      if (event.event !== 'queued') render(event as unknown as ImportEvent);
    }) as ImportTotals;
  } else {
    const database = await openDatabase(config.database, { role: 'import', poolSize: config.databasePoolSize });
    try {
      const { importFiles } = await import('./import/run-import');
      totals = await importFiles(database, files, render, undefined, items, createLoanTypes);
    } finally {
      await database.close();
    }
  }
  process.exitCode = importExitCode(totals);
}

async function backupCommand() {
  if (!embedded) throw new Error('backup copies the embedded database; on PostgreSQL use pg_dump (and pg_restore)');
  const file = args[0] ? path.resolve(args[0]) : undefined;
  const server = runningServer();
  const { defaultBackupFile, writeBackup } = await import('./admin/backup');
  let result: { file: string; bytes: number };
  if (server) {
    console.log(`The catalogue server is running (process ${server.pid}): it writes the copy while it serves.`);
    result = await callAdmin(server.socket, 'backup', { file: file ?? defaultBackupFile(config.dataDir) }) as typeof result;
  } else {
    const database = await openDatabase(config.database, { role: 'backup', poolSize: config.databasePoolSize });
    try {
      result = await writeBackup(database, file ?? defaultBackupFile(config.dataDir));
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`);
}

async function restoreCommand() {
  if (!embedded) throw new Error('restore is for the embedded database; on PostgreSQL use pg_restore');
  if (!args[0]) throw new Error('usage: npm run restore -- <backup.tar.gz>');
  const { restoreBackup } = await import('./admin/backup');
  const holder = currentHolder(config.database);
  if (holder) {
    throw new DataDirInUseError(config.database, holder, 'A restore replaces the whole database: stop the catalogue server first (npm run backup works while it runs).');
  }
  const result = await restoreBackup(config.database, args[0]);
  console.log(`Restored ${config.database} from ${path.resolve(args[0])}: ${result.titles} titles, ${result.people} people.`);
  if (result.previous) console.log(`The replaced database was kept in ${result.previous} (delete it when you no longer need it).`);
}

async function harvestCommand() {
  const { harvestRenderer, parseHarvestArgs } = await import('./modules/integration');
  const request = parseHarvestArgs(args);
  const render = harvestRenderer(process.stdout);
  const server = runningServer();
  let outcome: string;
  if (server) {
    console.log(`The catalogue server is running (process ${server.pid}): it harvests while it serves.`);
    const totals = await callAdmin(server.socket, 'harvest', request, (event: AdminEvent) => {
      if (event.event !== 'queued') render(event as never);
    }) as { outcome: string };
    outcome = totals.outcome;
  } else {
    const database = await openDatabase(config.database, { role: 'harvest', poolSize: config.databasePoolSize });
    try {
      const { harvestCommand: run } = await import('./modules/integration');
      outcome = (await run(database.db, config.harvest, request, render)).outcome;
    } finally {
      await database.close();
    }
  }
  process.exitCode = outcome === 'failed' ? 1 : 0;
}

async function main() {
  switch (command) {
    case 'import': return importCommand();
    case 'backup': return backupCommand();
    case 'restore': return restoreCommand();
    case 'harvest': return harvestCommand();
    case 'seed-synthetic': {
      const { runSyntheticCli } = await import('./seed/cli-synthetic');
      await runSyntheticCli(args);
      return;
    }
    default:
      console.error('commands: import <files…> | backup [file] | restore <file> | seed-synthetic --titles N | harvest <base URL> [--set S] [--from DATE] [--prefix marc21|oai_dc] [--institution N]');
      process.exitCode = 2;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof DataDirInUseError ? 3 : 1;
});
