/**
 * One browser's cookies for server tests: what its answers' Set-Cookie stored, sent back
 * on its later requests to a path under each cookie's Path. Enough for one origin (no
 * Domain, no expiry beyond Max-Age=0); SameSite is the caller's business (a cross-site
 * POST simply does not send `header()`).
 */
type Headers = Record<string, string | string[] | number | undefined>;

export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string; attributes: string }>();

  /** Stores what an answer set (from app.inject's or fetch's headers). */
  take(answer: { headers: Headers } | Response): this {
    const raw = answer instanceof Response ? answer.headers.getSetCookie() : answer.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]) {
      const [pair, ...rest] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const path = /(?:^|;)\s*path=([^;]*)/i.exec(line)?.[1]?.trim() || '/';
      const key = `${name} ${path}`;
      if (/(?:^|;)\s*max-age=0\s*(?:;|$)/i.test(line)) this.cookies.delete(key);
      else this.cookies.set(key, { name, value: pair.slice(at + 1).trim(), path, attributes: rest.join(';').trim() });
    }
    return this;
  }

  /** The Cookie header this browser sends to `url` (a path or an absolute address). */
  header(url: string): string {
    const path = new URL(url, 'http://x').pathname;
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`).join('; ');
  }

  /** `{ cookie }` for a request's headers, or nothing when no cookie applies. */
  headers(url: string): Record<string, string> {
    const cookie = this.header(url);
    return cookie ? { cookie } : {};
  }

  /** Every stored cookie's attributes by name (Path, HttpOnly, SameSite, Secure…). */
  attributes(name: string): string[] {
    return [...this.cookies.values()].filter((c) => c.name === name).map((c) => `Path=${c.path}; ${c.attributes}`);
  }
}
