/**
 * The server's outgoing mail. With SMTP_URL (smtp://host:port, smtps://user:pass@host)
 * messages go out through nodemailer; without it each message is written as an .eml file
 * under DATA_DIR/outbox and its path logged, so a fresh machine still shows what was sent.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment { filename: string; content: string | Buffer; contentType: string }

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox'; file?: string }>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Folder of the .eml files when there is no SMTP server. */
  outbox: string;
  log: (message: string) => void;
}

export function createMailer({ smtpUrl, from, outbox, log }: MailerOptions): Mailer {
  let transport: Transporter | null = null;
  const smtp = () => (transport ??= nodemailer.createTransport(smtpUrl!));
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const mail = { from, ...message };
      if (smtpUrl) {
        await smtp().sendMail(mail);
        return { via: 'smtp' };
      }
      const info = await files.sendMail(mail);
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`mail to ${message.to} written to ${file} (no SMTP_URL set)`);
      return { via: 'outbox', file };
    },
  };
}
