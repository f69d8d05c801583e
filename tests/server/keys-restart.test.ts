/**
 * A restart (or an upgrade, which is a restart on new code) keeps the server's keys: the
 * VAPID pair every browser's push subscription was made for, and the key that signed the
 * tokens patrons hold. Both live in the database (chave_servidor), not in the process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { onPostgres, testDatabaseLocation } from '../support/test-db';

describe('the server’s keys across restarts', () => {
  it('keeps the VAPID keys and the token-signing key', async () => {
    const folder = onPostgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-keys-'));
    const database = folder ? path.join(folder, 'pglite') : await testDatabaseLocation();
    try {
      const first = await buildApp({ database, seed: 'none', dataDir: folder ?? os.tmpdir() });
      const keys = first.ctx.push.keys;
      const token = (await first.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: '4' } })).json().access_token as string;
      await first.close();

      const second = await buildApp({ database, seed: 'none', dataDir: folder ?? os.tmpdir() });
      try {
        expect(keys.publicKey).toMatch(/^[\w-]{80,}$/);
        expect(second.ctx.push.keys).toEqual(keys);
        // The visitor's token from before the restart still opens the catalogue.
        const res = await second.inject({ url: '/api/consulta/ordenacao', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 300_000);
});
