/**
 * The server's own secrets in `chave_servidor` (the access tokens' `jwt`, `redirect`,
 * `vapid`, `captcha`, `oai`, `autoemprestimo`): made by the first process that needs one and then shared by
 * every API process on the database, so tokens signed by one verify on the others and
 * survive restarts. Race-safe across processes: each offers its fresh value with
 * INSERT … ON CONFLICT DO NOTHING and then reads what is stored, so two processes starting
 * at once both end up with the one value that won. A stored key never changes, so each
 * process reads it once per database.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec, one } from '../db/query';

export type ServerKeyName = 'jwt' | 'redirect' | 'vapid' | 'captcha' | 'oai' | 'autoemprestimo';

/** The stored value of `name`, storing `make()` first when there is none (uncached: every call asks the database). */
export async function readOrCreateServerKey(database: Database, name: ServerKeyName, make: () => string): Promise<string> {
  const stored = () => one<{ valor: string }>(database.db, sql`SELECT valor FROM chave_servidor WHERE nome = ${name}`);
  const kept = await stored();
  if (kept) return kept.valor;
  await exec(database.db, sql`INSERT INTO chave_servidor (nome, valor) VALUES (${name}, ${make()}) ON CONFLICT (nome) DO NOTHING`);
  return (await stored())!.valor;
}

const cache = new WeakMap<Database, Map<ServerKeyName, Promise<string>>>();

/** `readOrCreateServerKey`, asked once per database and name in this process (a failure is not remembered). */
export function serverKey(database: Database, name: ServerKeyName, make: () => string): Promise<string> {
  let keys = cache.get(database);
  if (!keys) cache.set(database, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = readOrCreateServerKey(database, name, make);
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}
