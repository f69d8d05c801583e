/**
 * `npm run patrons -- import file.csv [--map field=Column,…] [--require-email]`,
 * `npm run academic -- import <kind> file.csv [--map …]` and
 * `npm run circulation-state -- import <kind> file.csv [--preset koha] [--map …] [--dry-run]`: the CSV loaders on the command
 * line. As `npm run import` does, the work is handed to the running server over its admin
 * socket when it holds the embedded database; otherwise this process opens the database
 * (DATABASE_URL, else the PGlite folder in DATA_DIR). Exit codes: 0 every row loaded, 1 a row
 * skipped or the file not read, 2 usage, 3 the database held by another program.
 */
import path from 'node:path';
import { callAdmin, type AdminEvent } from '../admin/admin-socket';
import { configFromEnv } from '../config';
import { isPostgresUrl, openDatabase } from '../db/connect';
import { currentHolder, DataDirInUseError } from '../db/data-dir-lock';
import { ACADEMIC_KIND_NAMES } from './academic';
import { CIRCULATION_KIND_NAMES } from './circulation-state';
import { HeaderError, loadExitCode, loadRenderer, parseMapping, type LoadEvent, type LoadResult } from './csv';
import { checkLoadRequest, runLoad, type LoadRequest } from './run-load';

const USAGE = {
  patrons: 'usage: npm run patrons -- import <file.csv> [--map login=Column,name=Column,…] [--require-email]',
  academic: `usage: npm run academic -- import <${ACADEMIC_KIND_NAMES.join('|')}> <file.csv> [--map field=Column,…]`,
  'circulation-state': `usage: npm run circulation-state -- import <${CIRCULATION_KIND_NAMES.join('|')}> <file.csv> [--preset koha] [--map field=Column,…] [--dry-run]`,
};
const KINDS: Record<string, readonly string[]> = { academic: ACADEMIC_KIND_NAMES, 'circulation-state': CIRCULATION_KIND_NAMES };

class UsageError extends Error {}

function request(argv: string[]): LoadRequest {
  const [loader, verb, ...args] = argv;
  if (loader !== 'patrons' && loader !== 'academic' && loader !== 'circulation-state') throw new UsageError(Object.values(USAGE).join('\n'));
  const flags = { dryRun: args.includes('--dry-run'), requireEmail: args.includes('--require-email') };
  const rest = args.filter((a) => a !== '--dry-run' && a !== '--require-email');
  const valueOf = (option: string) => { const at = rest.indexOf(option); return at >= 0 ? rest[at + 1] : undefined; };
  const mapping = parseMapping(valueOf('--map'));
  const preset = valueOf('--preset');
  const positional = rest.filter((_, i) => !['--map', '--preset'].includes(rest[i]) && !['--map', '--preset'].includes(rest[i - 1]));
  const kinds = KINDS[loader];
  const [kind, file] = kinds ? positional : [undefined, positional[0]];
  const misplaced = (flags.dryRun || preset !== undefined) && loader !== 'circulation-state' || (flags.requireEmail && loader !== 'patrons');
  if (verb !== 'import' || !file || misplaced || (kinds && !kinds.includes(kind ?? ''))) throw new UsageError(USAGE[loader]);
  try {
    return checkLoadRequest({ loader, kind, file: path.resolve(file), mapping, preset, ...flags });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE[loader]}`);
  }
}

async function main() {
  const load = request(process.argv.slice(2));
  const config = configFromEnv();
  const render = loadRenderer(process.stdout);
  const holder = isPostgresUrl(config.database) ? null : currentHolder(config.database);
  let result: LoadResult;
  if (holder) {
    if (holder.role !== 'server' || !holder.socket) throw new DataDirInUseError(config.database, holder);
    console.log(`The catalogue server is running (process ${holder.pid}): it loads the file while it serves.`);
    result = await callAdmin(holder.socket, 'load', load, (event: AdminEvent) => {
      if (event.event !== 'queued') render(event as unknown as LoadEvent);
    }) as LoadResult;
  } else {
    const database = await openDatabase(config.database, { role: 'import', poolSize: config.databasePoolSize });
    try {
      result = await runLoad(database, load, render);
    } finally {
      await database.close();
    }
  }
  process.exitCode = loadExitCode(result);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError || error instanceof HeaderError ? 2 : error instanceof DataDirInUseError ? 3 : 1;
});
