import { describe, expect, it } from 'vitest';
import { openCatalogueDb } from './db';
import { hasRecord, hasRecords, readRecord } from './db-access';

const databases = async () => (await indexedDB.databases()).map((info) => info.name);

describe('readRecord (the start reads the vault without Dexie)', () => {
  it('reads what Dexie wrote', async () => {
    const database = openCatalogueDb('read-record-written');
    await database.vault.put({ id: 'session', value: { iv: new Uint8Array([1, 2]), data: 'x' } });
    database.close();
    expect(await readRecord('vault', 'session', 'read-record-written')).toEqual({ id: 'session', value: { iv: new Uint8Array([1, 2]), data: 'x' } });
    expect(await readRecord('vault', 'absent', 'read-record-written')).toBeNull();
    expect(await hasRecord('vault', 'session', 'read-record-written')).toBe(true);
    expect(await hasRecord('vault', 'absent', 'read-record-written')).toBe(false);
    expect(await hasRecords('vault', 'read-record-written')).toBe(true);
    expect(await hasRecords('basket', 'read-record-written')).toBe(false);
  });

  it('answers null on a first visit and leaves the database for Dexie to create', async () => {
    expect(await readRecord('vault', 'session', 'read-record-fresh')).toBeNull();
    expect(await hasRecord('queryCache', 'visitor', 'read-record-fresh')).toBe(false);
    expect(await hasRecords('basket', 'read-record-fresh')).toBe(false);
    expect(await databases()).not.toContain('read-record-fresh');
    const database = openCatalogueDb('read-record-fresh');
    await database.vault.put({ id: 'session', value: 1 });
    expect(database.verno).toBe(3);
    database.close();
    expect(await readRecord('vault', 'session', 'read-record-fresh')).toEqual({ id: 'session', value: 1 });
  });

  it('answers null for a table an older version of the database does not have yet', async () => {
    const request = indexedDB.open('read-record-old', 10);
    request.onupgradeneeded = () => request.result.createObjectStore('basket', { keyPath: 'cod_acervo' });
    await new Promise((resolve) => (request.onsuccess = resolve));
    request.result.close();
    expect(await readRecord('vault', 'session', 'read-record-old')).toBeNull();
    // Dexie still upgrades it, not blocked by the read.
    const database = openCatalogueDb('read-record-old');
    await database.vault.put({ id: 'session', value: 2 });
    database.close();
    expect(await readRecord('vault', 'session', 'read-record-old')).toEqual({ id: 'session', value: 2 });
  });
});
