// Seeds the full demo catalogue once into a PGlite folder (argument 1) for the end-to-end
// servers to copy (scripts/e2e-server.mjs): each server then starts in seconds instead of
// seeding for minutes. Written aside and renamed, so a half-seeded folder is never used.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/connect';
import { seedDemo } from '../server/seed/demo';

const target = path.resolve(process.argv[2] ?? '.tmp/e2e-seeded');
const partial = `${target}.partial-${process.pid}`;
fs.rmSync(partial, { recursive: true, force: true });
const started = Date.now();
const database = await openDatabase(partial, { role: 'e2e seed' });
await seedDemo(database, { size: 'full' });
// Pages still in memory go to the files, so each copy opens without recovery.
await database.exec('CHECKPOINT');
await database.close();
fs.rmSync(target, { recursive: true, force: true });
fs.renameSync(partial, target);
console.log(`e2e: the seeded demo database is ready in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
