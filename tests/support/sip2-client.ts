/**
 * A small SIP2 client for the server tests: a real TCP socket, requests framed with CR,
 * checksums and sequence numbers written as a self-check machine writes them. No SIP2
 * client written by others could be installed here (none in the npm registry under the
 * names sip2, node-sip2 or sip2-client; none among Debian's packages), so the wire format
 * this client writes is checked against others' message strings in server/sip2/protocol.test.ts.
 */
import net from 'node:net';
import { checksumOf } from '../../server/sip2/protocol';

export interface Sip2Reply { raw: string; code: string; fixed: string; fields: Map<string, string[]> }

export function withChecksum(body: string, sequence: number): string {
  const head = `${body}AY${sequence % 10}AZ`;
  return head + checksumOf(head);
}

/** Reads a response: `fixedLength` characters of fixed fields after the code, then ID-value pairs. */
export function readReply(raw: string, fixedLength: number): Sip2Reply {
  const body = raw.replace(/AY\dAZ[0-9A-F]{4}$/, '').replace(/AZ[0-9A-F]{4}$/, '');
  const fields = new Map<string, string[]>();
  for (const part of body.slice(2 + fixedLength).split('|')) {
    if (part.length >= 2) fields.set(part.slice(0, 2), [...(fields.get(part.slice(0, 2)) ?? []), part.slice(2)]);
  }
  return { raw, code: raw.slice(0, 2), fixed: body.slice(2, 2 + fixedLength), fields };
}

/** Fixed-field lengths of the responses (after the two-digit code). */
export const FIXED = { '94': 1, '98': 34, '24': 35, '64': 59, '18': 24, '12': 22, '10': 22, '30': 22, '66': 27, '38': 19, '36': 19, '96': 0 } as const;

export class Sip2Client {
  private buffer = '';
  private waiting: ((line: string) => void)[] = [];
  private lines: string[] = [];
  private sequence = 0;
  closed: Promise<void>;

  private constructor(private socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at: number;
      while ((at = this.buffer.indexOf('\r')) >= 0) {
        const line = this.buffer.slice(0, at);
        this.buffer = this.buffer.slice(at + 1);
        const next = this.waiting.shift();
        if (next) next(line);
        else this.lines.push(line);
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
  }

  static connect(port: number, host = '127.0.0.1'): Promise<Sip2Client> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new Sip2Client(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends bytes as they are (malformed input tests). */
  sendRaw(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  nextLine(timeoutMs = 10_000): Promise<string> {
    const ready = this.lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no SIP2 answer')), timeoutMs);
      this.waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  }

  /** Sends one request with AY/AZ (or without, `plain`) and reads its answer. */
  async request(body: string, options: { plain?: boolean } = {}): Promise<Sip2Reply> {
    const line = options.plain ? body : withChecksum(body, this.sequence++);
    this.socket.write(`${line}\r`);
    const raw = await this.nextLine();
    return readReply(raw, FIXED[raw.slice(0, 2) as keyof typeof FIXED] ?? 0);
  }

  close(): void {
    this.socket.end();
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The standard's transaction date (local time, blank zone). */
export function sipNow(d = new Date()): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}    ${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}
