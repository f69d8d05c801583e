import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs where', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Biblioteca <b@example.org>', outbox, log: (m) => logged.push(m) });
    const result = await mailer.send({
      to: 'ana@example.org', subject: 'Cesta', text: 'Olá',
      attachments: [{ filename: 'cesta.ris', content: 'TY  - BOOK\r\nER  - \r\n', contentType: 'application/x-research-info-systems' }],
    });
    expect(result.via).toBe('outbox');
    const eml = fs.readFileSync(result.file!, 'utf8');
    expect(eml).toMatch(/^To: ana@example\.org$/m);
    expect(eml).toMatch(/^Subject: Cesta$/m);
    expect(eml).toContain('filename=cesta.ris');
    expect(logged[0]).toContain(result.file!);
    expect(logged[0]).not.toContain('ana@example.org');
    fs.rmSync(outbox, { recursive: true, force: true });
  });
});

