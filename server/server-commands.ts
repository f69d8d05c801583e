/**
 * The commands a running server takes over its admin socket (admin-socket.ts): what the
 * command line would otherwise do by opening the embedded database itself.
 */
import path from 'node:path';
import type { AppContext } from './context';
import { itemsOptionOf } from './import/import-file';
import { importFiles, type ImportEvent } from './import/run-import';
import { checkLoadRequest, runLoad } from './loaders/run-load';
import { deskAdminOp } from './desk-cli';
import { harvestCommand, parseHarvestArgs, type HarvestRequest } from './modules/integration';
import { matchNewTitles } from './modules/patrons';
import type { AdminOp } from './admin/admin-socket';
import { defaultBackupFile, writeBackup } from './admin/backup';

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string') ? value : null;

export function serverCommands(ctx: AppContext): Record<string, AdminOp> {
  const { database, config } = ctx;
  return {
    ping: async () => ({ pid: process.pid, database: database.kind }),
    /** args: { verb, args }: npm run desk's verbs (modules/desk/cli.ts). */
    desk: deskAdminOp(ctx),
    /** args: { files: absolute paths, items?: preset name or { mapping, loanTypes }, createLoanTypes?: boolean }. Events: run-import.ts's ImportEvent. */
    import: async (args, emit, signal) => {
      const files = strings((args as { files?: unknown })?.files);
      if (!files || files.some((f) => !path.isAbsolute(f))) throw new Error('import needs { files: [absolute paths] }');
      const items = itemsOptionOf((args as { items?: unknown }).items);
      const totals = await importFiles(database, files, (event: ImportEvent) => emit(event), signal, items, (args as { createLoanTypes?: unknown }).createLoanTypes === true);
      // The new titles join the interest profiles' Check titles lists now, not at the job's next poll
      // (which still runs: it catches imports made straight into PostgreSQL, and this one if it failed).
      if (totals.created > 0) await matchNewTitles(ctx).catch(() => {});
      return totals;
    },
    /** args: { loader: patrons|academic, kind?, file: absolute path, mapping? }. Events: loaders/csv.ts's LoadEvent. */
    load: async (args, emit) => runLoad(database, checkLoadRequest(args), (event) => emit(event)),
    /** args: the CLI's HarvestRequest. Events: modules/harvest's HarvestEvent. */
    harvest: async (args, emit) => {
      const r = args as Partial<HarvestRequest> | null;
      // Checked again as the command line would (the socket is local, but its input is still input).
      const argv = [String(r?.url ?? ''), ...(r?.set ? ['--set', String(r.set)] : []), ...(r?.from ? ['--from', String(r.from)] : []),
        '--prefix', String(r?.prefix ?? 'marc21'), ...(r?.institution ? ['--institution', String(r.institution)] : [])];
      return harvestCommand(database.db, config.harvest, parseHarvestArgs(argv), (event) => emit(event as never));
    },
    /** args: { file?: absolute path }. */
    backup: async (args) => {
      const file = (args as { file?: unknown })?.file;
      if (file !== undefined && (typeof file !== 'string' || !path.isAbsolute(file))) throw new Error('backup needs { file: absolute path }');
      return writeBackup(database, file ?? defaultBackupFile(config.dataDir));
    },
  };
}
