/**
 * Command-line entry: `import <files…>` loads MARC files (ISO 2709 or MARCXML) into the
 * catalogue; `seed-synthetic --titles N` adds a synthetic catalogue for benchmarks.
 * Uses DATABASE_URL, else the PGlite folder in DATA_DIR (./data).
 */
import { configFromEnv } from './config';
import { openDatabase } from './db/connect';

const [command, ...args] = process.argv.slice(2);
const config = configFromEnv();

async function main() {
  switch (command) {
    case 'import': {
      const files = args.filter((a) => !a.startsWith('--'));
      if (!files.length) throw new Error('usage: npm run import -- <file.mrc|file.xml> [more files]');
      const database = await openDatabase(config.database);
      try {
        const { runImportCli } = await import('./import/cli-import');
        const summary = await runImportCli(database, files);
        // Skipped records are reported, not fatal; nothing read at all is.
        process.exitCode = summary.read > 0 ? 0 : 1;
      } finally {
        await database.close();
      }
      return;
    }
    case 'seed-synthetic': {
      const { runSyntheticCli } = await import('./seed/cli-synthetic');
      await runSyntheticCli(args);
      return;
    }
    default:
      console.error('commands: import <files…> | seed-synthetic --titles N');
      process.exitCode = 2;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
