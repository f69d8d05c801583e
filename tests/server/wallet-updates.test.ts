// Issue 39 item 2: a changed pass reaches the wallets. Apple: an APNs push (HTTP/2, the pass
// certificate as client certificate, topic the Pass Type ID, `{}`) to each registered device,
// once, to a fake APNs made here; 410 removes the registration, 503 is tried again later.
// Google: a PATCH of the saved generic object with a token from the JWT bearer grant, both to
// fakes that verify them; 404 (never saved) is not retried. Two apps on one database send once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { WalletSettings } from '../../server/config';
import { walletUpdates } from '../../server/counters';
import { queryRows } from '../../server/db/connect';
import { runDueJobs } from '../../server/jobs/scheduler';
import { sendWalletUpdates } from '../../server/modules/patrons';
import { startFakeApns, startFakeGoogle, type FakeApns, type FakeGoogle } from '../support/fake-wallet-services';
import { bearer, login, testApp } from '../support/server-app';
import { backendName, openAgain } from '../support/test-db';
import { walletTestKeys } from '../support/wallet-keys';

const keys = walletTestKeys();
const PASS_TYPE = keys.settings.apple!.passTypeId;
const ISSUER = keys.settings.google!.issuerId;
const SERVICE = '/api/carteira/apple/v1';

describe(`wallet passes updated when they change (${backendName})`, () => {
  let apns: FakeApns;
  let google: FakeGoogle;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let wallet: WalletSettings;
  let ana: Record<string, string>;
  let rafael: Record<string, string>;
  let pass: { serialNumber: string; authenticationToken: string };
  const q = <T>(text: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, text);

  beforeAll(async () => {
    apns = await startFakeApns(keys.caPem);
    google = await startFakeGoogle(keys.settings.google!.serviceAccountEmail, keys.googlePublicKey);
    wallet = {
      apple: { ...keys.settings.apple!, apnsUrl: apns.url, apnsCa: apns.ca },
      google: { ...keys.settings.google!, apiUrl: google.apiUrl, tokenUrl: google.tokenUrl },
    };
    app = await testApp({ wallet, publicUrl: 'https://catalogo.exemplo.edu.br' });
    // A second process on the same database (on PGlite, which one process holds, the same instance).
    second = await buildApp({ database: await openAgain(app.ctx.database), seed: 'none', wallet });
    ana = bearer((await login(app, 'aluno')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
    const res = await app.inject({ url: '/api/carteira/apple', headers: ana });
    pass = JSON.parse(Buffer.from(unzipSync(new Uint8Array(res.rawPayload))['pass.json']).toString('utf8'));
  });
  afterAll(async () => {
    const shared = second?.ctx.database === app?.ctx.database;
    await second?.close();
    if (second && !shared) await second.ctx.database.close();
    await app?.close();
    await apns?.close();
    await google?.close();
  });
  beforeEach(() => {
    apns.requests.length = 0;
    apns.delayMs = 0;
    google.patches.length = 0;
    google.grants.length = 0;
    google.delayMs = 0;
  });

  const register = (device: string, pushToken: string) => app.inject({
    method: 'POST', url: `${SERVICE}/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`,
    headers: { authorization: `ApplePass ${pass.authenticationToken}` }, payload: { pushToken },
  });
  const codPessoa = async (login: string) => (await q<{ cod_pessoa: number }>(sql`SELECT cod_pessoa FROM pessoa WHERE login = ${login}`))[0].cod_pessoa;
  /** A loan of the patron's changes due date (the desk renewing it); a loan is made first when she has none open. */
  async function changeLoan(login: string, day: string) {
    const cod = await codPessoa(login);
    const [open] = await q<{ cod_emprestimo: number }>(sql`SELECT cod_emprestimo FROM emprestimo WHERE cod_pessoa = ${cod} AND data_devolucao IS NULL ORDER BY cod_emprestimo DESC LIMIT 1`);
    expect(open, `${login} has an open loan in the seed`).toBeTruthy();
    await app.ctx.database.db.execute(sql`UPDATE emprestimo SET data_devolucao_prevista = ${day}::date WHERE cod_emprestimo = ${open.cod_emprestimo}`);
  }
  const devices = async () => (await q<{ dispositivo: string }>(sql`SELECT dispositivo FROM passe_dispositivo WHERE serial = ${pass.serialNumber} ORDER BY dispositivo`)).map((r) => r.dispositivo);

  it('pushes nothing to a device that just registered, then one push per device when a loan changes', async () => {
    expect((await register('device-a', 'token-a')).statusCode).toBe(201);
    expect((await register('device-b', 'token-b')).statusCode).toBe(201);
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
    expect(apns.requests).toEqual([]);

    await changeLoan('aluno', '2099-11-20');
    const sentBefore = (await walletUpdates.get()).values.find((v) => v.labels.wallet === 'apple' && v.labels.outcome === 'sent')?.value ?? 0;
    expect(await sendWalletUpdates(app.ctx)).toEqual({ apple_sent: 2 });
    expect(apns.requests.map((r) => r.token).sort()).toEqual(['token-a', 'token-b']);
    for (const request of apns.requests) {
      expect(request).toMatchObject({ topic: PASS_TYPE, body: '{}', clientSubject: `Pass Type ID: ${PASS_TYPE}` });
    }
    const sentAfter = (await walletUpdates.get()).values.find((v) => v.labels.wallet === 'apple' && v.labels.outcome === 'sent')!.value;
    expect(sentAfter - sentBefore).toBe(2);

    // Told once: a second run sends nothing; the device then asks the web service what changed.
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
    expect(apns.requests).toHaveLength(2);
    const changed = await app.inject({ url: `${SERVICE}/devices/device-a/registrations/${PASS_TYPE}` });
    expect(changed.json().serialNumbers).toEqual([pass.serialNumber]);
  });

  it('removes the registration APNs answers 410 Unregistered for, and keeps the others', async () => {
    apns.script('token-b', [410, 'Unregistered']);
    await changeLoan('aluno', '2099-11-21');
    expect(await sendWalletUpdates(app.ctx)).toEqual({ apple_sent: 1, apple_gone: 1 });
    expect(await devices()).toEqual(['device-a']);
    expect((await app.inject({ url: `${SERVICE}/devices/device-b/registrations/${PASS_TYPE}` })).statusCode).toBe(204);
    // The device registers again (the pass re-added): pushed again at the next change.
    expect((await register('device-b', 'token-b2')).statusCode).toBe(201);
  });

  it('tries a 503 and a 429 again after a wait, and sends once the wait is over', async () => {
    apns.script('token-a', [503, 'ServiceUnavailable']);
    apns.script('token-b2', [429, 'TooManyRequests']);
    await changeLoan('aluno', '2099-11-22');
    expect(await sendWalletUpdates(app.ctx)).toEqual({ apple_retry: 2 });
    const [waiting] = await q<{ tentativas: number; espera: number }>(sql`
      SELECT max(tentativas)::int AS tentativas, min(extract(epoch FROM proxima_em - now()))::float8 AS espera FROM passe_dispositivo WHERE serial = ${pass.serialNumber}`);
    expect(waiting.tentativas).toBe(1);
    expect(waiting.espera).toBeGreaterThan(20);
    // Not before its time.
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
    await app.ctx.database.db.execute(sql`UPDATE passe_dispositivo SET proxima_em = now() - interval '1 second' WHERE serial = ${pass.serialNumber}`);
    expect(await sendWalletUpdates(app.ctx)).toEqual({ apple_sent: 2 });
    expect(apns.requests.map((r) => r.token).sort()).toEqual(['token-a', 'token-a', 'token-b2', 'token-b2']);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM passe_dispositivo WHERE tentativas > 0`))[0].n).toBe(0);
  });

  it('sends one push per device when two processes send at once', async () => {
    apns.delayMs = 150;
    await changeLoan('aluno', '2099-11-23');
    const reports = await Promise.all([sendWalletUpdates(app.ctx), sendWalletUpdates(second.ctx), sendWalletUpdates(app.ctx), sendWalletUpdates(second.ctx)]);
    expect(reports.reduce((sum, r) => sum + (r.apple_sent ?? 0), 0)).toBe(2);
    expect(apns.requests.map((r) => r.token).sort()).toEqual(['token-a', 'token-b2']);
  });

  it('runs as the scheduled job carteira-atualizacoes, claimed once across processes', async () => {
    await changeLoan('aluno', '2099-11-24');
    const settings = { ...app.ctx.config.jobs, enabled: true };
    const runs = (await Promise.all([runDueJobs(app.ctx, settings, 'carteira-atualizacoes'), runDueJobs(second.ctx, settings, 'carteira-atualizacoes')])).flat();
    expect(runs).toHaveLength(1);
    expect(runs[0].result).toEqual({ apple_sent: 2 });
    expect(apns.requests).toHaveLength(2);
  });

  it("PATCHes the saved Google object with the new due date, with a token from a verified JWT grant", async () => {
    const link = await app.inject({ url: '/api/carteira/google', headers: ana });
    expect(link.statusCode).toBe(200);
    const objectId = `${ISSUER}.${pass.serialNumber}`;
    google.saved.add(objectId);
    // The link carried the pass as it was: nothing to send yet.
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
    expect(google.patches).toEqual([]);

    apns.delayMs = 0;
    await changeLoan('aluno', '2099-12-25');
    expect(await sendWalletUpdates(app.ctx)).toMatchObject({ google_sent: 1 });
    expect(google.grants).toEqual([{ iss: keys.settings.google!.serviceAccountEmail, aud: google.tokenUrl, scope: 'https://www.googleapis.com/auth/wallet_object.issuer' }]);
    expect(google.refusedGrants).toBe(0);
    expect(google.patches).toHaveLength(1);
    const [patch] = google.patches;
    expect(patch.id).toBe(objectId);
    expect(patch.authorization).toBe('Bearer ya29.fake-1');
    const modules = patch.body.textModulesData as { id: string; body: string }[];
    const [due] = await q<{ proxima: string }>(sql`
      SELECT to_char(min(data_devolucao_prevista), 'YYYY-MM-DD') AS proxima FROM emprestimo WHERE cod_pessoa = ${await codPessoa('aluno')} AND data_devolucao IS NULL`);
    const shown = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${due.proxima}T12:00:00Z`));
    expect(modules.find((m) => m.id === 'proxima_devolucao')!.body).toBe(shown);
    expect(patch.body).toMatchObject({ id: objectId, classId: `${ISSUER}.carteirinha`, state: 'ACTIVE' });

    // A change of her name (the patron's record) reaches it too.
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET nome = nome || ' Jr' WHERE login = 'aluno'`);
    await sendWalletUpdates(app.ctx);
    expect((google.patches[1].body.header as { defaultValue: { value: string } }).defaultValue.value).toMatch(/ Jr$/);
  });

  it('takes 404 as a pass never saved, and does not try it again', async () => {
    expect((await app.inject({ url: '/api/carteira/google', headers: rafael })).statusCode).toBe(200);
    const [{ serial }] = await q<{ serial: string }>(sql`SELECT serial FROM passe_carteira WHERE cod_pessoa = ${await codPessoa('tecnico')}`);
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET nome = nome || ' Filho' WHERE login = 'tecnico'`);
    expect(await sendWalletUpdates(app.ctx)).toEqual({ google_not_saved: 1 });
    expect(google.patches.map((p) => p.id)).toEqual([`${ISSUER}.${serial}`]);
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
    expect(google.patches).toHaveLength(1);
  });

  it('sends a patron without a save link nothing, and each saved change once across processes', async () => {
    // Another patron with an Apple pass only: no Google link, no PATCH.
    const helena = bearer((await login(app, 'professor')).access_token);
    await app.inject({ url: '/api/carteira/apple', headers: helena });
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET nome = nome || ' Neta' WHERE login = 'professor'`);
    google.delayMs = 150;
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET nome = nome || '!' WHERE login = 'aluno'`);
    const reports = await Promise.all([sendWalletUpdates(app.ctx), sendWalletUpdates(second.ctx), sendWalletUpdates(app.ctx)]);
    expect(reports.reduce((sum, r) => sum + (r.google_sent ?? 0), 0)).toBe(1);
    expect(google.patches.map((p) => p.id)).toEqual([`${ISSUER}.${pass.serialNumber}`]);
  });
});

describe(`wallet updates without keys (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ wallet: { apple: null, google: null } });
  });
  afterAll(() => app?.close());

  it('sends nothing', async () => {
    expect(await sendWalletUpdates(app.ctx)).toEqual({});
  });
});
