/**
 * The cover provider's side (issue 26 item 6): the address of a title's cover at the
 * configured provider (Open Library by ISBN, or the institution's own URL template), and
 * one careful fetch of it. The host is the configuration's alone: a record's ISBN, ISSN or
 * id is put into the address percent-encoded, so nothing in a record can choose where the
 * server connects. An answer counts only as a JPEG, PNG, WebP or GIF image, by its
 * content-type AND its first bytes, within the size limit and the time limit.
 */
import type { CoverSettings } from '../../../config';

export type CoverType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
export const COVER_TYPES: readonly CoverType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const EXTENSIONS: Record<CoverType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

export const OPEN_LIBRARY = 'https://covers.openlibrary.org/b/isbn/{isbn}-M.jpg?default=false';

/** What a title gives the address. */
export interface CoverKeys { cod_acervo: number; isbn: readonly string[]; issn: readonly string[] }

/** The first ISBN-10 or ISBN-13 of the list, digits only (and a final X), or null. */
export function firstIsbn(values: readonly string[]): string | null {
  for (const value of values) {
    // "978-85-7522-123-4 (broch.)", "8575221234", "0-19-852663-6": the number before any qualifier.
    const match = /[0-9][0-9\s-]{8,20}[0-9Xx]/.exec(value);
    if (!match) continue;
    const digits = match[0].replace(/[\s-]/g, '').toUpperCase();
    if (/^\d{9}[\dX]$/.test(digits) || /^97[89]\d{10}$/.test(digits)) return digits;
  }
  return null;
}

/** The first ISSN of the list as NNNN-NNNC, or null. */
export function firstIssn(values: readonly string[]): string | null {
  for (const value of values) {
    const match = /\b(\d{4})-?(\d{3}[\dXx])\b/.exec(value);
    if (match) return `${match[1]}-${match[2].toUpperCase()}`;
  }
  return null;
}

/** The template in force: Open Library's, the configured one, or null when covers are off. */
export function templateOf(settings: Pick<CoverSettings, 'provider' | 'urlTemplate'>): string | null {
  if (settings.provider === 'openlibrary') return OPEN_LIBRARY;
  if (settings.provider === 'template') return settings.urlTemplate;
  return null;
}

/** Which identifiers the address needs (link_capa_de offers a cover only to titles that have them). */
export function needs(template: string | null): { isbn: boolean; issn: boolean } {
  return { isbn: !!template?.includes('{isbn}'), issn: !!template?.includes('{issn}') };
}

/** The title's cover address at the provider, or null when it lacks what the address needs. */
export function coverAddress(template: string | null, title: CoverKeys): string | null {
  if (!template) return null;
  const values: Record<string, string | null> = {
    isbn: template.includes('{isbn}') ? firstIsbn(title.isbn) : '',
    issn: template.includes('{issn}') ? firstIssn(title.issn) : '',
    id: String(title.cod_acervo),
  };
  if (values.isbn === null || values.issn === null) return null;
  return template.replace(/\{(isbn|issn|id)\}/g, (_, key: string) => encodeURIComponent(values[key]!));
}

/** The image type by its first bytes, or null. */
export function sniff(bytes: Uint8Array): CoverType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

export type Fetched =
  | { kind: 'image'; type: CoverType; bytes: Buffer }
  /** The provider says it has no cover (404, 410). */
  | { kind: 'none' }
  /** Anything else: timeout, unreachable, 5xx, wrong type, too large. */
  | { kind: 'error'; reason: string };

const MAX_REDIRECTS = 3;

/**
 * Fetches one cover: at most `maxBytes`, within `timeoutMs` for the whole exchange
 * (redirects and body included), following at most 3 redirects to http(s) addresses
 * (Open Library redirects to its image servers).
 */
export async function fetchCover(address: string, limits: { timeoutMs: number; maxBytes: number }): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = address;
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, { redirect: 'manual', signal: controller.signal, headers: { accept: COVER_TYPES.join(', ') } });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel();
        const next = new URL(response.headers.get('location')!, url);
        if (hop >= MAX_REDIRECTS || !/^https?:$/.test(next.protocol)) return { kind: 'error', reason: 'redirect refused' };
        url = next.toString();
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: 'none' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { kind: 'error', reason: `status ${response.status}` };
      }
      const declared = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!COVER_TYPES.includes(declared as CoverType)) {
        await response.body?.cancel();
        return { kind: 'error', reason: `content-type ${declared || 'missing'}` };
      }
      const length = Number(response.headers.get('content-length'));
      if (Number.isFinite(length) && length > limits.maxBytes) {
        await response.body?.cancel();
        return { kind: 'error', reason: 'too large' };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limits.maxBytes) {
          await reader.cancel();
          return { kind: 'error', reason: 'too large' };
        }
        chunks.push(Buffer.from(value));
      }
      const bytes = Buffer.concat(chunks);
      const type = sniff(bytes);
      if (!type) return { kind: 'error', reason: 'not an image' };
      return { kind: 'image', type, bytes };
    }
  } catch (error) {
    return { kind: 'error', reason: controller.signal.aborted ? 'timeout' : `unreachable: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}
