// Issue 39 item 2: the library card in Apple Wallet and Google Wallet. With throwaway keys
// made here: the .pkpass unzipped, every file's hash in the manifest, the manifest's PKCS#7
// signature verified by OpenSSL against the stand-in WWDR (and refused once tampered), the
// pass's content; Apple's web service (token per pass, registration, "changed since", latest
// pass) following a renewed loan and a released hold; the Google save link's JWT verified with
// the service account's public key; and both wallets off when their settings are unset.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';
import { walletTestKeys } from '../support/wallet-keys';

const keys = walletTestKeys();
const PASS_TYPE = keys.settings.apple!.passTypeId;
const SERVICE = '/api/carteira/apple/v1';

const pkpassOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(Buffer.from(files[name]).toString('utf8'));

/** OpenSSL's verdict on a detached PKCS#7 signature over the manifest, chained to the test WWDR. */
function signatureVerifies(manifest: Uint8Array, signature: Uint8Array): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
  try {
    fs.writeFileSync(path.join(dir, 'manifest.json'), manifest);
    fs.writeFileSync(path.join(dir, 'signature'), signature);
    fs.writeFileSync(path.join(dir, 'ca.pem'), keys.caPem);
    execFileSync('openssl', ['cms', '-verify', '-binary', '-inform', 'DER', '-in', path.join(dir, 'signature'),
      '-content', path.join(dir, 'manifest.json'), '-CAfile', path.join(dir, 'ca.pem'), '-purpose', 'any', '-out', '/dev/null'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe(`the library card in the wallets (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let rafael: Record<string, string>;
  let aluno: { cod_pessoa: number; nome: string; login: string; categoria: string };
  beforeAll(async () => {
    app = await testApp({ wallet: keys.settings, publicUrl: 'https://catalogo.exemplo.edu.br' });
    ana = bearer((await login(app, 'aluno')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
    [aluno] = await queryRows(app.ctx.database.db, sql`
      SELECT p.cod_pessoa, p.nome, p.login, c.descricao AS categoria FROM pessoa p JOIN categoria c ON c.codigo = p.categoria WHERE p.login = 'aluno'`);
  });
  afterAll(() => app?.close());

  const download = (auth: Record<string, string>, lang = '1') => app.inject({ url: '/api/carteira/apple', headers: { ...auth, lang } });

  it('offers both wallets when their keys are set', async () => {
    expect((await app.inject({ url: '/api/carteira', headers: ana })).json()).toEqual({ apple: true, google: true });
  });

  it('signs a .pkpass whose manifest hashes every file and whose signature OpenSSL verifies', async () => {
    const res = await download(ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = pkpassOf(res.rawPayload);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'logo.png']));
    const manifest = json(files, 'manifest.json');
    const hashed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature').sort();
    expect(Object.keys(manifest).sort()).toEqual(hashed);
    for (const name of hashed) {
      const algorithm = manifest[name].length === 64 ? 'sha256' : 'sha1';
      expect(manifest[name], name).toBe(createHash(algorithm).update(files[name]).digest('hex'));
    }
    expect(signatureVerifies(files['manifest.json'], files.signature)).toBe(true);
    const tampered = Buffer.from(files['manifest.json']);
    tampered[tampered.length - 3] ^= 1;
    expect(signatureVerifies(tampered, files.signature)).toBe(false);
  });

  it("carries the card's barcode, the patron's name and category, the next due date and the web service", async () => {
    const pass = json(pkpassOf((await download(ana)).rawPayload), 'pass.json');
    const [due] = await queryRows<{ proxima: string | null }>(app.ctx.database.db, sql`
      SELECT to_char(min(data_devolucao_prevista), 'YYYY-MM-DD') AS proxima FROM emprestimo WHERE cod_pessoa = ${aluno.cod_pessoa} AND data_devolucao IS NULL`);
    expect(pass).toMatchObject({
      formatVersion: 1, passTypeIdentifier: PASS_TYPE, teamIdentifier: 'TEAMID1234',
      webServiceURL: 'https://catalogo.exemplo.edu.br/api/carteira/apple',
      barcodes: [{ format: 'PKBarcodeFormatCode128', message: aluno.login }],
      description: 'Carteirinha da biblioteca',
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const fields = [...pass.storeCard.primaryFields, ...pass.storeCard.secondaryFields, ...pass.storeCard.auxiliaryFields];
    const value = (key: string) => fields.find((f: { key: string }) => f.key === key)?.value;
    expect(value('nome')).toBe(aluno.nome);
    expect(value('categoria')).toBe(aluno.categoria);
    expect(value('matricula')).toBe(aluno.login);
    const shown = due.proxima
      ? new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${due.proxima}T12:00:00Z`))
      : 'Nenhum empréstimo';
    expect(value('proxima_devolucao')).toBe(shown);
  });

  it("keeps one serial and token per patron, and another patron's token opens nothing of hers", async () => {
    const first = json(pkpassOf((await download(ana)).rawPayload), 'pass.json');
    const again = json(pkpassOf((await download(ana)).rawPayload), 'pass.json');
    expect(again.serialNumber).toBe(first.serialNumber);
    expect(again.authenticationToken).toBe(first.authenticationToken);
    const his = json(pkpassOf((await download(rafael)).rawPayload), 'pass.json');
    expect(his.serialNumber).not.toBe(first.serialNumber);
    const url = `${SERVICE}/passes/${PASS_TYPE}/${first.serialNumber}`;
    expect((await app.inject({ url, headers: { authorization: `ApplePass ${his.authenticationToken}` } })).statusCode).toBe(401);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: ana })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${SERVICE}/devices/dev-x/registrations/${PASS_TYPE}/${first.serialNumber}`,
      headers: { authorization: `ApplePass ${his.authenticationToken}` }, payload: { pushToken: 'p' } })).statusCode).toBe(401);
  });

  it('tells a registered device its pass changed when a loan is renewed and a hold is released, and sends the new pass', async () => {
    const pass = json(pkpassOf((await download(ana)).rawPayload), 'pass.json');
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    const device = 'device-of-ana-0001';
    const register = () => app.inject({ method: 'POST', url: `${SERVICE}/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`, headers: auth, payload: { pushToken: 'push-token-1' } });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(200);

    const changed = (since?: string) => app.inject({ url: `${SERVICE}/devices/${device}/registrations/${PASS_TYPE}${since ? `?passesUpdatedSince=${since}` : ''}` });
    const all = await changed();
    expect(all.statusCode).toBe(200);
    expect(all.json().serialNumbers).toEqual([pass.serialNumber]);
    const tag = all.json().lastUpdated;
    const unchanged = await changed(tag);
    expect(unchanged.statusCode, unchanged.body + tag).toBe(204);

    // The desk renews her loan to a later day: her pass changed.
    await app.ctx.database.db.execute(sql`
      UPDATE emprestimo SET data_devolucao_prevista = DATE '2099-12-24'
      WHERE cod_emprestimo = (SELECT max(cod_emprestimo) FROM emprestimo WHERE cod_pessoa = ${aluno.cod_pessoa} AND data_devolucao IS NULL)`);
    const afterLoan = await changed(tag);
    expect(afterLoan.statusCode).toBe(200);
    expect(afterLoan.json().serialNumbers).toEqual([pass.serialNumber]);
    expect(BigInt(afterLoan.json().lastUpdated)).toBeGreaterThan(BigInt(tag));

    // A hold set aside for her: changed again, and the new pass counts it.
    const [{ prontas: before }] = await queryRows<{ prontas: number }>(app.ctx.database.db, sql`
      SELECT count(*)::int AS prontas FROM reserva WHERE cod_pessoa = ${aluno.cod_pessoa} AND situacao = 'liberada'`);
    const [queued] = await queryRows<{ cod_reserva: number }>(app.ctx.database.db, sql`
      SELECT cod_reserva FROM reserva WHERE cod_pessoa = ${aluno.cod_pessoa} AND situacao = 'em_fila' LIMIT 1`);
    let expectedReady = before;
    if (queued) {
      await app.ctx.database.db.execute(sql`
        UPDATE reserva SET situacao = 'liberada', data_liberacao = current_date, data_limite = current_date + 3 WHERE cod_reserva = ${queued.cod_reserva}`);
      expectedReady += 1;
      expect((await changed(afterLoan.json().lastUpdated)).json().serialNumbers).toEqual([pass.serialNumber]);
    }

    const latest = await app.inject({ url: `${SERVICE}/passes/${PASS_TYPE}/${pass.serialNumber}`, headers: auth });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['last-modified']).toBeTruthy();
    const files = pkpassOf(latest.rawPayload);
    expect(signatureVerifies(files['manifest.json'], files.signature)).toBe(true);
    const fields = json(files, 'pass.json').storeCard.auxiliaryFields;
    expect(fields.find((f: { key: string }) => f.key === 'reservas_prontas').value).toBe(expectedReady);

    // Unregistered (the pass removed from the phone): the device has nothing to ask about.
    expect((await app.inject({ method: 'DELETE', url: `${SERVICE}/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`, headers: auth })).statusCode).toBe(200);
    expect((await changed()).statusCode).toBe(204);
  });

  it('takes devices\' logs, and answers 404 for another pass type', async () => {
    expect((await app.inject({ method: 'POST', url: `${SERVICE}/log`, payload: { logs: ['Could not fetch pass'] } })).statusCode).toBe(200);
    // The largest tag the contract takes still fits the database's bigint; a longer one is refused.
    expect((await app.inject({ url: `${SERVICE}/devices/any-device/registrations/${PASS_TYPE}?passesUpdatedSince=${'9'.repeat(18)}` })).statusCode).toBe(204);
    expect((await app.inject({ url: `${SERVICE}/devices/any-device/registrations/${PASS_TYPE}?passesUpdatedSince=${'9'.repeat(19)}` })).statusCode).toBe(400);
    const pass = json(pkpassOf((await download(ana)).rawPayload), 'pass.json');
    expect((await app.inject({ url: `${SERVICE}/passes/pass.other.type/${pass.serialNumber}`, headers: { authorization: `ApplePass ${pass.authenticationToken}` } })).statusCode).toBe(404);
  });

  it('makes a Google Wallet save link whose JWT the service account key signed, with the same card', async () => {
    const res = await app.inject({ url: '/api/carteira/google', headers: ana });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(keys.googlePublicKey, 'RS256'), { audience: 'google', issuer: keys.settings.google!.serviceAccountEmail });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://catalogo.exemplo.edu.br'] });
    type Text = { defaultValue: { value: string } };
    const object = (payload.payload as {
      genericObjects: { classId: string; barcode: object; header: Text; subheader: Text; textModulesData: { id: string }[] }[];
    }).genericObjects[0];
    expect(object.classId).toBe(`${keys.settings.google!.issuerId}.carteirinha`);
    expect(object.barcode).toMatchObject({ type: 'CODE_128', value: aluno.login });
    expect(object.header.defaultValue.value).toBe(aluno.nome);
    expect(object.subheader.defaultValue.value).toBe(aluno.categoria);
    expect(object.textModulesData.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(['proxima_devolucao', 'reservas_prontas']));
    // Another key does not verify it.
    await expect(jwtVerify(jwt, await importSPKI(walletTestKeys().googlePublicKey, 'RS256'))).rejects.toThrow();
  });

  it('labels the pass in the language it was downloaded in', async () => {
    const pass = json(pkpassOf((await download(ana, '5')).rawPayload), 'pass.json');
    expect(pass.description).toBe('Library card');
    expect(pass.storeCard.primaryFields[0].label).toBe('Name');
  });
});

describe(`the wallets without keys (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ wallet: { apple: null, google: null } });
  });
  afterAll(() => app?.close());

  it('offers neither wallet and refuses both downloads with a message', async () => {
    const ana = bearer((await login(app, 'aluno')).access_token);
    expect((await app.inject({ url: '/api/carteira', headers: ana })).json()).toEqual({ apple: false, google: false });
    for (const url of ['/api/carteira/apple', '/api/carteira/google']) {
      const res = await app.inject({ url, headers: ana });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.wallet-not-configured');
    }
    expect((await app.inject({ url: '/api/carteira/apple' })).statusCode).toBe(401);
    expect((await app.inject({ url: `${SERVICE}/devices/d/registrations/${PASS_TYPE}` })).statusCode).toBe(204);
  });
});
