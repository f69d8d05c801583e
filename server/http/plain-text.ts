/**
 * Refuses control characters in every string a request carries, once for all operations:
 * PostgreSQL cannot store NUL (it answered 500), and no other C0 control belongs in a
 * catalogue's text. A body's text may hold tab, line feed and carriage return (a comment is
 * several lines); path, query and header values may hold only tab (pasted search terms).
 */
import { malformedRequest } from './errors';

/** C0 controls and DEL, but tab, LF and CR. */
const MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** C0 controls and DEL, but tab. */
const SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/**
 * JSON-pointer-like path of the first string (or key) holding a refused character, or null.
 * A loop, not recursion: a body of 5,000 nested arrays is valid JSON.
 */
function findControl(root: unknown, refused: RegExp): string | null {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'string') {
      if (refused.test(value)) return at;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value).reverse()) {
        if (refused.test(key)) return `${at}/${key}`;
        pending.push([inner, `${at}/${key}`]);
      }
    }
  }
  return null;
}

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Only the headers the server reads (the contract's header parameters). */
  headers?: Record<string, unknown>;
}

/** Throws 400 `{message}` naming the first field that holds a control character. */
export function refuseControlCharacters(parts: RequestParts): void {
  const checks: [string, unknown, RegExp][] = [
    ['params', parts.params, SINGLE_LINE],
    ['querystring', parts.query, SINGLE_LINE],
    ['headers', parts.headers, SINGLE_LINE],
    ['body', parts.body, MULTI_LINE],
  ];
  for (const [where, value, refused] of checks) {
    const found = findControl(value, refused);
    if (found !== null) throw malformedRequest(`${where} ${found} must not contain control characters`.replace(/\s+/g, ' '));
  }
}
