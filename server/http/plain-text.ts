/**
 * Refuses, once for all operations, what no text of a request may hold:
 * - control characters: PostgreSQL cannot store NUL (it answered 500), and no other C0
 *   control belongs in a catalogue's text. A body's text may hold tab, line feed and
 *   carriage return (a comment is several lines); path, query and header values only tab
 *   (pasted search terms);
 * - lone surrogates (`"\ud800"` in JSON): half a UTF-16 pair is no character, and
 *   PostgreSQL refuses it in jsonb and text alike (it answered 500 too).
 */
import { malformedRequest } from './errors';

/** C0 controls and DEL, but tab, LF and CR. */
const MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** C0 controls and DEL, but tab. */
const SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, or null. */
const problemOf = (text: string, refused: RegExp): string | null =>
  refused.test(text) ? 'must not contain control characters' : LONE_SURROGATE.test(text) ? 'must not contain unpaired surrogates' : null;

/**
 * JSON-pointer-like path of the first string (or key) holding a refused character, and why, or null.
 * A loop, not recursion: a body of 5,000 nested arrays is valid JSON.
 */
function findRefused(root: unknown, refused: RegExp): { at: string; problem: string } | null {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value, refused);
      if (problem) return { at, problem };
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value).reverse()) {
        const problem = problemOf(key, refused);
        if (problem) return { at: `${at}/${key}`, problem };
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

/** Throws 400 `{message}` naming the first field that holds a control character or a lone surrogate. */
export function refuseMalformedText(parts: RequestParts): void {
  const checks: [string, unknown, RegExp][] = [
    ['params', parts.params, SINGLE_LINE],
    ['querystring', parts.query, SINGLE_LINE],
    ['headers', parts.headers, SINGLE_LINE],
    ['body', parts.body, MULTI_LINE],
  ];
  for (const [where, value, refused] of checks) {
    const found = findRefused(value, refused);
    if (found !== null) throw malformedRequest(`${where} ${found.at} ${found.problem}`.replace(/\s+/g, ' '));
  }
}
