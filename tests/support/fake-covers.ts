/**
 * A local stand-in for a cover provider (Open Library's covers or an institution's own
 * service), on 127.0.0.1, for the cover tests and the e2e server: nothing reaches the
 * internet. `GET /capa/<isbn>.jpg` answers by the ISBN's behaviour (set with `set`): an
 * image (JPEG, PNG), 404 (none), a slow answer, an oversized one (with or without
 * Content-Length), HTML, or HTML that claims to be a JPEG. It counts what it was asked.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { deflateSync } from 'node:zlib';

export type CoverBehaviour =
  | { kind: 'jpeg'; bytes?: number; delayMs?: number }
  | { kind: 'png' }
  /** A decodable PNG cover (for the browser's eyes). */
  | { kind: 'cover' }
  | { kind: 'none' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'huge'; bytes: number; chunked?: boolean }
  | { kind: 'html' }
  | { kind: 'lying' };

export interface FakeCovers {
  url: string;
  /** The address template for COVER_URL_TEMPLATE. */
  template: string;
  set(isbn: string, behaviour: CoverBehaviour): void;
  /** Requests per ISBN. */
  asked(isbn: string): number;
  close(): Promise<void>;
}

/** A JPEG of `size` bytes (SOI marker, then filler): enough for the server's checks. */
export function jpegBytes(size = 2000, fill = 0x41): Buffer {
  const bytes = Buffer.alloc(size, fill);
  bytes[0] = 0xff; bytes[1] = 0xd8; bytes[2] = 0xff; bytes[3] = 0xe0;
  bytes[size - 2] = 0xff; bytes[size - 1] = 0xd9;
  return bytes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A real, decodable PNG of one colour (what a browser can draw), `width` × 1.5 `width`. */
export function coverPng(rgb: [number, number, number], width = 60): Buffer {
  const height = Math.round(width * 1.5);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0); header.writeUInt32BE(height, 4);
  header[8] = 8; header[9] = 2; // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/**
 * `fallback` answers an ISBN given no behaviour (404 by default). The e2e server's
 * provider (tests/support/idps.ts) uses `demoCovers`.
 */
export async function startFakeCovers(fallback: (isbn: string) => CoverBehaviour = () => ({ kind: 'none' })): Promise<FakeCovers> {
  const behaviours = new Map<string, CoverBehaviour>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const match = /^\/capa\/([^/?]+)\.jpg/.exec(req.url ?? '');
    const isbn = match ? decodeURIComponent(match[1]) : '';
    counts.set(isbn, (counts.get(isbn) ?? 0) + 1);
    const b = behaviours.get(isbn) ?? fallback(isbn);
    const later = (ms: number, fn: () => void) => { const t = setTimeout(fn, ms); res.on('close', () => clearTimeout(t)); };
    switch (b.kind) {
      case 'jpeg': {
        const body = jpegBytes(b.bytes, isbn.charCodeAt(isbn.length - 1));
        return later(b.delayMs ?? 0, () => { res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }); res.end(body); });
      }
      case 'png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(PNG_BYTES);
      case 'cover':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(coverPng([40 + (Number(isbn.at(-2)) || 0) * 20, 90, 140]));
      case 'slow':
        return later(b.delayMs, () => { res.writeHead(200, { 'content-type': 'image/jpeg' }); res.end(jpegBytes()); });
      case 'huge': {
        const body = jpegBytes(b.bytes);
        res.writeHead(200, { 'content-type': 'image/jpeg', ...(b.chunked ? {} : { 'content-length': body.length }) });
        return res.end(body);
      }
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>not found</body></html>');
      case 'lying':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('<html><body>not an image</body></html>');
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('no cover');
    }
  });
  server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    template: `${url}/capa/{isbn}.jpg?titulo={id}`,
    set: (isbn, behaviour) => behaviours.set(isbn, behaviour),
    asked: (isbn) => counts.get(isbn) ?? 0,
    close: () => new Promise((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
  };
}

/** The e2e demo's provider: a cover for an ISBN whose digits add up to an even number, none for the others. */
export const hasDemoCover = (isbn: string) => [...isbn].reduce((sum, d) => sum + (Number(d) || 0), 0) % 2 === 0;
export const demoCovers = (isbn: string): CoverBehaviour => (hasDemoCover(isbn) ? { kind: 'cover' } : { kind: 'none' });
