// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb } from './db';
import { PERSIST_BUSTER, clearPersistedQueries, patronKey, startQueryPersistence, type QueryPersistence } from './persister';
import { createSessionStore, type SessionState, type SessionStore } from '../session/session';

const opened: CatalogueDb[] = [];
const running: QueryPersistence[] = [];
let counter = 0;

function freshDb(): CatalogueDb {
  const database = openCatalogueDb(`persister-test-${++counter}`);
  opened.push(database);
  return database;
}

afterEach(async () => {
  running.splice(0).forEach((persistence) => persistence.stop());
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});

function signIn(store: SessionStore, codPessoa: number): void {
  store.signIn(
    {
      credentials: { token: 't', refresh: 'r', scope: 'user' },
      user: { login: `p${codPessoa}`, cod_pessoa: codPessoa, nome: 'Ana Souza' },
      authPermissions: [],
    },
    false,
  );
}

function start(database: CatalogueDb, store: SessionStore, client = new QueryClient()) {
  const persistence = startQueryPersistence(client, { session: store, table: database.queryCache, throttleTime: 0 });
  running.push(persistence);
  return { client, persistence };
}

/** The query keys saved in a record, read back the way the persister wrote them. */
async function savedKeys(database: CatalogueDb, key: string): Promise<unknown[] | null> {
  const record = await database.queryCache.get(key);
  if (!record) return null;
  const state = JSON.parse(record.value) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return state.clientState.queries.map((query) => query.queryKey);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await settle();
}

/** A record as the persister writes it, with nothing in it. */
const emptyRecord = (key: string) => ({
  key,
  value: JSON.stringify({ buster: PERSIST_BUSTER, timestamp: Date.now(), clientState: { queries: [], mutations: [] } }),
});

describe('persisted query cache', () => {
  it('names the record after the patron, or visitor', () => {
    const store = createSessionStore();
    expect(patronKey(store.get())).toBe('visitor');
    signIn(store, 42);
    expect(patronKey(store.get())).toBe('pessoa:42');
  });

  it('saves successful queries only, under the visitor key, and restores them in a new client', async () => {
    const database = freshDb();
    const store = createSessionStore();
    const { client, persistence } = start(database, store);
    await persistence.restored;
    client.setQueryData(['home', 'opening-hours'], [{ cod_campus: 1 }]);
    await client.fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')), retry: false }).catch(() => undefined);
    await expect.poll(() => savedKeys(database, 'visitor')).toEqual([['home', 'opening-hours']]);

    running.pop()?.stop();
    const next = start(database, store);
    await next.persistence.restored;
    expect(next.client.getQueryData(['home', 'opening-hours'])).toEqual([{ cod_campus: 1 }]);
  });

  it('switches to the patron record at login and back to the visitor record, with no patron data, at logout', async () => {
    const database = freshDb();
    const store = createSessionStore();
    const { client, persistence } = start(database, store);
    await persistence.restored;
    client.setQueryData(['home', 'opening-hours'], ['public']);
    await until(async () => (await savedKeys(database, 'visitor')) !== null);

    signIn(store, 7);
    await until(async () => persistence.key() === 'pessoa:7');
    client.setQueryData(['account', 'loans'], ['private']);
    await expect.poll(() => savedKeys(database, 'pessoa:7')).toEqual([['home', 'opening-hours'], ['account', 'loans']]);

    store.logout();
    expect(client.getQueryData(['account', 'loans'])).toBeUndefined();
    await until(async () => persistence.key() === 'visitor');
    // The visitor's own saved answers come back; the patron's stay out of memory and of its record.
    expect(client.getQueryData(['home', 'opening-hours'])).toEqual(['public']);
    client.setQueryData(['catalogue', 'search'], ['results']);
    await expect.poll(() => savedKeys(database, 'visitor')).toEqual([['home', 'opening-hours'], ['catalogue', 'search']]);

    // Leaving the patron's key deleted its record, even without clearPersistedQueries.
    expect(await database.queryCache.get('pessoa:7')).toBeUndefined();
  });

  it('clearPersistedQueries at logout deletes the patron record and a late write cannot bring it back', async () => {
    const database = freshDb();
    const store = createSessionStore();
    signIn(store, 9);
    // A slow throttle: a write is still pending when the patron logs out.
    const persistence = startQueryPersistence(new QueryClient(), { session: store, table: database.queryCache, throttleTime: 200 });
    running.push(persistence);
    await persistence.restored;
    await database.queryCache.bulkPut([emptyRecord('visitor'), emptyRecord('pessoa:9')]);

    await clearPersistedQueries(undefined, database.queryCache);
    store.logout();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await database.queryCache.get('pessoa:9')).toBeUndefined();
    expect(await database.queryCache.get('visitor')).toBeDefined();
  });

  it('keeps on disk only the visitor and the current patron', async () => {
    const database = freshDb();
    await database.queryCache.bulkPut([emptyRecord('visitor'), emptyRecord('pessoa:1'), emptyRecord('pessoa:2')]);
    const store = createSessionStore();
    signIn(store, 2);
    const { persistence } = start(database, store);
    await persistence.restored;
    expect((await database.queryCache.toCollection().primaryKeys()).sort()).toEqual(['pessoa:2', 'visitor']);
  });

  it('waits for the stored session: a remembered patron finds their saved answers', async () => {
    const database = freshDb();
    const store = createSessionStore();
    signIn(store, 5);
    const saved = startQueryPersistence(new QueryClient(), { session: store, table: database.queryCache, throttleTime: 0 });
    await saved.restored;
    const client = new QueryClient();
    saved.stop();
    const first = startQueryPersistence(client, { session: store, table: database.queryCache, throttleTime: 0 });
    running.push(first);
    await first.restored;
    client.setQueryData(['account', 'loans'], ['mine']);
    await expect.poll(() => savedKeys(database, 'pessoa:5')).toEqual([['account', 'loans']]);
    first.stop();

    // The next start: the session is decrypted later than the persister starts.
    let settle!: (state: SessionState) => void;
    const slow = createSessionStore({ load: () => new Promise<SessionState>((resolve) => (settle = resolve)), save: async () => {} });
    const next = start(database, slow);
    settle({ ...store.get() });
    await next.persistence.restored;
    expect(next.client.getQueryData(['account', 'loans'])).toEqual(['mine']);
    expect(await database.queryCache.get('pessoa:5')).toBeDefined();
  });

  it('a first visit waits for nothing: the key attaches when deferAttach says, and saves what arrived meanwhile', async () => {
    const database = freshDb();
    let open!: () => void;
    const later = new Promise<void>((resolve) => (open = resolve));
    const client = new QueryClient();
    const persistence = startQueryPersistence(client, { session: createSessionStore(), table: database.queryCache, throttleTime: 0, deferAttach: () => later });
    running.push(persistence);
    await persistence.restored;
    expect(persistence.key()).toBeNull();
    client.setQueryData(['home', 'opening-hours'], ['early']);
    await settle();
    expect(await database.queryCache.get('visitor')).toBeUndefined();

    open();
    await until(async () => persistence.key() === 'visitor');
    await expect.poll(() => savedKeys(database, 'visitor')).toEqual([['home', 'opening-hours']]);
  });

  it('with saved answers, the start waits for them even when attaching would be deferred', async () => {
    const database = freshDb();
    const store = createSessionStore();
    const saving = start(database, store);
    await saving.persistence.restored;
    saving.client.setQueryData(['home', 'opening-hours'], ['saved']);
    await expect.poll(() => savedKeys(database, 'visitor')).toEqual([['home', 'opening-hours']]);
    running.pop()?.stop();

    const client = new QueryClient();
    const never = () => new Promise<void>(() => undefined);
    const persistence = startQueryPersistence(client, { session: store, table: database.queryCache, throttleTime: 0, deferAttach: never });
    running.push(persistence);
    await persistence.restored;
    expect(client.getQueryData(['home', 'opening-hours'])).toEqual(['saved']);
    expect(persistence.key()).toBe('visitor');
  });

  it('clearPersistedQueries with a key deletes only that record', async () => {
    const database = freshDb();
    await database.queryCache.bulkPut([emptyRecord('visitor'), emptyRecord('pessoa:3')]);
    await clearPersistedQueries('visitor', database.queryCache);
    expect(await database.queryCache.toCollection().primaryKeys()).toEqual(['pessoa:3']);
  });

  it("a patron's restored answers show at once but are not fresh: the next observer asks the server again (issue 37)", async () => {
    const database = freshDb();
    const store = createSessionStore();
    signIn(store, 5);
    const first = start(database, store);
    await first.persistence.restored;
    await until(async () => first.persistence.key() === 'pessoa:5');
    first.client.setQueryData(['holds', 'list', 'current'], ['position 1']);
    await expect.poll(() => savedKeys(database, 'pessoa:5')).toEqual([['holds', 'list', 'current']]);
    running.pop()?.stop();

    // A reload a moment later: the saved answer is younger than any staleTime.
    const next = start(database, store);
    await next.persistence.restored;
    const query = next.client.getQueryCache().find({ queryKey: ['holds', 'list', 'current'] })!;
    expect(query.state.data).toEqual(['position 1']);
    expect(query.isStaleByTime(60_000)).toBe(true);
    let asked = 0;
    await next.client.fetchQuery({ queryKey: ['holds', 'list', 'current'], queryFn: () => { asked++; return ['ready']; }, staleTime: 60_000 });
    expect(asked).toBe(1);
    expect(next.client.getQueryData(['holds', 'list', 'current'])).toEqual(['ready']);
  });

  it("the visitor's restored public answers keep their staleTime", async () => {
    const database = freshDb();
    const store = createSessionStore();
    const first = start(database, store);
    await first.persistence.restored;
    first.client.setQueryData(['home', 'opening-hours'], ['8-22']);
    await expect.poll(() => savedKeys(database, 'visitor')).toEqual([['home', 'opening-hours']]);
    running.pop()?.stop();

    const next = start(database, store);
    await next.persistence.restored;
    expect(next.client.getQueryCache().find({ queryKey: ['home', 'opening-hours'] })!.isStaleByTime(60_000)).toBe(false);
  });
});
