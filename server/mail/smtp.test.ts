import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

// A real SMTP server (smtp-server) that, like a library's relay, offers STARTTLS with its own
// certificate authority's certificate, takes only authenticated senders over TLS, refuses
// one mailbox for good (550) and defers another (451).
let server: SMTPServer;
let port: number;
let caFile: string;
const received: { to: string[]; user: string | undefined; secure: boolean }[] = [];

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-ca-')), 'ca.pem');
  fs.writeFileSync(caFile, pems.cert);
  server = new SMTPServer({
    key: pems.private, cert: pems.cert, logger: false, authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, session, callback) {
      if (!session.secure) return callback(new Error('TLS first'));
      if (auth.username === 'biblioteca' && auth.password === 'segredo#1') return callback(null, { user: 'biblioteca' });
      return callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (address.address.startsWith('later@')) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      return callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), user: session.user as string | undefined, secure: session.secure });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(path.dirname(caFile), { recursive: true, force: true });
});

const mailerWith = (credentials: string, ca: string | null = caFile) => createMailer({
  smtpUrl: `smtp://${credentials}@localhost:${port}`, from: 'Biblioteca <b@example.org>', outbox: '/nonexistent', log: () => {}, caFile: ca,
});

describe('mail through an SMTP server with STARTTLS and a login (SMTP_URL, SMTP_CA_FILE)', () => {
  it('delivers over TLS, signed in as the library', async () => {
    const result = await mailerWith('biblioteca:segredo%231').send({ to: 'ana@example.org', subject: 'Aviso', text: 'Olá' });
    expect(result).toEqual({ via: 'smtp' });
    expect(received.at(-1)).toEqual({ to: ['ana@example.org'], user: 'biblioteca', secure: true });
  });

  it('fails, to be retried, on a wrong password, an untrusted certificate and a deferred mailbox', async () => {
    const before = received.length;
    await expect(mailerWith('biblioteca:errada').send({ to: 'ana@example.org', subject: 'x', text: 'x' })).rejects.toThrow(/Invalid credentials|535/);
    await expect(mailerWith('biblioteca:segredo%231', null).send({ to: 'ana@example.org', subject: 'x', text: 'x' })).rejects.toThrow(/certificate/i);
    await expect(mailerWith('biblioteca:segredo%231').send({ to: 'later@example.org', subject: 'x', text: 'x' })).rejects.toThrow(/451|later/);
    expect(received.length).toBe(before);
  });

  it('takes a mailbox refused for good (550) as done: a bounce is not retried', async () => {
    const result = await mailerWith('biblioteca:segredo%231').send({ to: 'gone@example.org', subject: 'x', text: 'x' });
    expect(result.via).toBe('smtp');
    expect(result.refused).toMatch(/550/);
  });
});

describe('mail without SMTP_URL (the demo)', () => {
  it('says once where mail goes, not once per message, and keeps only the newest OUTBOX_MAX_FILES', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Biblioteca <b@example.org>', outbox, log: (m) => logged.push(m), outboxMaxFiles: 5 });
    const files: string[] = [];
    for (let i = 0; i < 12; i++) files.push((await mailer.send({ to: `p${i}@example.org`, subject: `n${i}`, text: 'x' })).file!);
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain('@example.org');
    expect(fs.readdirSync(outbox).sort()).toEqual(files.slice(-5).map((f) => path.basename(f)).sort());
    fs.rmSync(outbox, { recursive: true, force: true });
  });
});
