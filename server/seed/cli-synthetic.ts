/**
 * `npm run seed:synthetic -- --titles N [--database <postgres-url|pglite-folder>]`: adds N
 * synthetic titles to the catalogue (DATABASE_URL or ./data/pglite by default) and prints
 * progress.
 */
import { configFromEnv } from '../config';
import { openDatabase } from '../db/connect';
import { seedSynthetic } from './synthetic';

export interface SyntheticCliArgs {
  titles: number;
  database: string;
}

export function parseSyntheticArgs(argv: readonly string[], defaultDatabase: string): SyntheticCliArgs {
  const value = (name: string) => {
    const inline = argv.find((a) => a.startsWith(`${name}=`));
    if (inline) return inline.slice(name.length + 1);
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const raw = value('--titles');
  // Underscores and commas are allowed for readability: --titles 1_000_000.
  const titles = Number(raw?.replace(/[_,]/g, ''));
  if (!raw || !Number.isInteger(titles) || titles < 1) {
    throw new Error('usage: seed-synthetic --titles N [--database <postgres-url|pglite-folder>]');
  }
  return { titles, database: value('--database') ?? defaultDatabase };
}

export async function runSyntheticCli(argv: readonly string[]): Promise<void> {
  const args = parseSyntheticArgs(argv, configFromEnv().database);
  const started = Date.now();
  const database = await openDatabase(args.database, { role: 'seed-synthetic' });
  try {
    console.log(`Adding ${args.titles.toLocaleString('en')} synthetic titles to ${database.kind === 'pglite' ? args.database : 'PostgreSQL'}…`);
    const { first, last } = await seedSynthetic(database, { titles: args.titles, log: (m) => console.log(m) });
    await database.exec('ANALYZE acervo; ANALYZE exemplar');
    console.log(`Done: syn-${first}…syn-${last} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
