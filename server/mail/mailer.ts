/**
 * The server's outgoing mail. With SMTP_URL (smtp://user:pass@host:587 with STARTTLS,
 * smtps://user:pass@host:465 with TLS from the start) messages go out through nodemailer;
 * without it each message is written as an .eml file under DATA_DIR/outbox, so a fresh
 * machine still shows what was sent: the folder is said once, and it keeps the newest
 * OUTBOX_MAX_FILES messages (a demo that runs for months does not fill its disk).
 *
 * A permanent refusal (an SMTP 5xx: no such mailbox, a bounce at the door) resolves with
 * `refused`: sending it again would only be refused again, so the callers that retry what
 * failed (the alerts' delivery job) count it as done. A temporary failure (4xx, no
 * connection) throws, and is retried by its sender.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
// The file itself: Node's ES modules resolve no folder of a package without an exports map.
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { mailFailed, mailSent } from '../counters';

export interface MailAttachment { filename: string; content: string | Buffer; contentType: string }

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server, written to the outbox, or refused for good. */
  send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox'; file?: string; refused?: string }>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Folder of the .eml files when there is no SMTP server. */
  outbox: string;
  log: (message: string) => void;
  /** The certificate authority of the SMTP server's certificate, when it is a private one (SMTP_CA_FILE). */
  caFile?: string | null;
  /** How many .eml files the outbox keeps (OUTBOX_MAX_FILES). */
  outboxMaxFiles?: number;
}

/**
 * A recipient or message the SMTP server refused with 5xx (nodemailer's EENVELOPE, EMESSAGE):
 * its final word on this message. A refused login (EAUTH) or connection is the library's
 * setting to fix, and throws like any temporary failure.
 */
const permanent = (error: unknown) => {
  const { responseCode: code, code: kind } = error as { responseCode?: unknown; code?: unknown };
  return typeof code === 'number' && code >= 500 && code < 600 && (kind === 'EENVELOPE' || kind === 'EMESSAGE');
};

/** Removes the oldest .eml files past the limit (names start with their time, so they sort by age); the count left. */
async function trimOutbox(outbox: string, keep: number): Promise<number> {
  const files = (await fs.readdir(outbox)).filter((f) => f.endsWith('.eml')).sort();
  await Promise.all(files.slice(0, Math.max(0, files.length - keep)).map((f) => fs.rm(path.join(outbox, f), { force: true })));
  return Math.min(files.length, keep);
}

export function createMailer({ smtpUrl, from, outbox, log, caFile = null, outboxMaxFiles = 1000 }: MailerOptions): Mailer {
  let transport: Transporter | null = null;
  // The URL's settings, with the private certificate authority the URL cannot carry.
  const smtp = () => (transport ??= nodemailer.createTransport(new SMTPTransport({
    url: smtpUrl!, ...(caFile ? { tls: { ca: readFileSync(caFile, 'utf8') } } : {}),
  })));
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let toldWhere = false;
  // The folder's .eml files as this process counts them (listed once, then when past the limit).
  let inOutbox: number | null = null;
  return {
    async send(message) {
      const mail = { from, ...message };
      if (smtpUrl) {
        try {
          await smtp().sendMail(mail);
        } catch (error) {
          if (!permanent(error)) {
            mailFailed.inc({ kind: 'temporary' });
            throw error;
          }
          mailFailed.inc({ kind: 'permanent' });
          const refused = String((error as { response?: unknown }).response ?? (error as Error).message);
          log(`mail refused for good, not retried: ${refused}`);
          return { via: 'smtp', refused };
        }
        mailSent.inc({ via: 'smtp' });
        return { via: 'smtp' };
      }
      const info = await files.sendMail(mail);
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      mailSent.inc({ via: 'outbox' });
      if (!toldWhere) {
        toldWhere = true;
        log(`no SMTP_URL set: mail is written to ${outbox} (the newest ${outboxMaxFiles} messages are kept), first ${file}`);
      }
      inOutbox = inOutbox === null ? await trimOutbox(outbox, outboxMaxFiles) : inOutbox + 1;
      if (inOutbox > outboxMaxFiles) inOutbox = await trimOutbox(outbox, outboxMaxFiles);
      return { via: 'outbox', file };
    },
  };
}
