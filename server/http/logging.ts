/**
 * The server's log: one line per request (its id, operation, route pattern, status, time)
 * and whatever the server says, as JSON for the journal and log shippers or as readable
 * text for a terminal (LOG_FORMAT; by default text on a terminal, JSON elsewhere).
 *
 * No personal data leaves in a line: every call of the logger passes through `cleanArgs`
 * (pino's logMethod hook) before pino serialises it, whoever logged it (Fastify, a module,
 * an error's stack): values under keys that name secrets or people (password, token,
 * authorization, cookie, cpf, e-mail…) are replaced, and e-mail addresses, CPFs, JWTs,
 * bearer tokens and URL credentials are blanked inside any text. Requests are logged by
 * their route's pattern (`/api/acervo/:id`), never their address, so a calendar feed's or a
 * recovery link's token in a path or query never reaches the log. Cleaning the objects
 * before serialising, rather than parsing and re-serialising every JSON line, keeps it off
 * the hot path (bench/log-redaction.ts, docs/manual/benchmarks.md).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SECRET_KEY = /^(pass(word)?|senha.*|.*token.*|.*secret.*|authorization|cookie|set-cookie|cpf|e-?mail|.*_email|codigo|code|unlock_code)$/i;

const TEXT_RULES: [RegExp, string][] = [
  [/\b[\w.+-]+:[^\s/@:]+@(?=[\w.-]+)/g, '[credentials]@'],
  [/[\w.%+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  [/\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, '[cpf]'],
  [/(?<![\d.-])\d{11}(?![\d.-])/g, '[cpf]'],
];

/** What every rule above needs to match: an at sign, a digit, a JWT's start, a scheme's name. */
const MAY_HOLD = /[@\d]|eyJ|bearer|basic/i;

export function scrubText(text: string): string {
  // Most strings of a line (a method, a route pattern, an operation, a message) hold none: one test, not six.
  if (!MAY_HOLD.test(text)) return text;
  return TEXT_RULES.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** Keys repeat (method, route, status…): each one's verdict is kept, the set bounded. */
const keyVerdicts = new Map<string, boolean>();
function isSecretKey(key: string): boolean {
  let secret = keyVerdicts.get(key);
  if (secret === undefined) {
    if (keyVerdicts.size > 2000) keyVerdicts.clear();
    keyVerdicts.set(key, (secret = SECRET_KEY.test(key)));
  }
  return secret;
}

/** An error as a log entry shows it (its name, message, stack, own fields and cause), cleaned. */
function scrubError(error: Error): Error {
  // Its own prototype, so pino's serialiser still names its type (TypeError, DatabaseError…).
  const clean = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.assign(clean, scrub(Object.fromEntries(Object.entries(error))), { message: scrubText(error.message) });
  if (error.stack) clean.stack = scrubText(error.stack);
  if (error.cause !== undefined) clean.cause = scrub(error.cause);
  return clean;
}

/** Deeper than this an entry is not walked (and not written): a log line is no place for it. */
const MAX_DEPTH = 8;

/**
 * A log entry without personal data or secrets. The entry itself is never changed: a value
 * that needs cleaning is replaced in a copy, and an entry with nothing to clean (most
 * request lines) is returned as it is, without copying.
 */
export function scrub(value: unknown, key = '', depth = 0, seen?: WeakSet<object>): unknown {
  if (key && isSecretKey(key) && value !== null && value !== undefined && value !== '') return '[redacted]';
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (value instanceof Error) return scrubError(value);
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  const visited = seen ?? new WeakSet<object>();
  if (visited.has(value)) return '[circular]';
  visited.add(value);
  let copy: Record<string, unknown> | unknown[] | null = null;
  const source = value as Record<string, unknown>;
  for (const k of Object.keys(source)) {
    const clean = scrub(source[k], Array.isArray(value) ? '' : k, depth + 1, visited);
    if (clean === source[k]) continue;
    copy ??= Array.isArray(value) ? [...value as unknown[]] : Object.assign(Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>, value);
    (copy as Record<string, unknown>)[k] = clean;
  }
  visited.delete(value);
  return copy ?? value;
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** One entry as a terminal line: time, level, message, then the rest as key=value. */
function pretty(entry: Record<string, unknown>): string {
  const { time, level, msg, pid: _pid, hostname: _host, reqId, err, ...rest } = entry;
  const clock = new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
  const name = LEVELS[level as number] ?? String(level);
  const extra = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
  const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String((err as { stack: unknown }).stack)}` : '';
  return `${clock} ${name.padEnd(5)} ${msg ?? ''}${extra ? ` ${extra}` : ''}${reqId ? ` [${String(reqId)}]` : ''}${stack}\n`;
}

export interface LogSink { write(text: string): unknown }

/**
 * A logger call's arguments without personal data: pino's logMethod hook, so every line is
 * cleaned as an object before it is serialised, once. An error logged alone keeps pino's
 * shape ({err}, its message as the line's message).
 */
export function cleanArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: scrubError(first) }, ...(rest.length ? rest.map((a) => scrub(a)) : [scrubText(first.message)])];
  return args.map((a) => scrub(a));
}

/** A child logger's serialised fields (`,"reqId":"…"`, under pino's symbol `pino.chindings`), cleaned like any entry. */
function cleanChildFields(child: object): void {
  const chindingsSym = Object.getOwnPropertySymbols(child).find((s) => s.description === 'pino.chindings');
  const fields = chindingsSym && (child as Record<symbol, unknown>)[chindingsSym];
  if (typeof fields !== 'string' || !fields) return;
  const clean = JSON.stringify(scrub(JSON.parse(`{${fields.slice(1)}}`)));
  (child as Record<symbol, string>)[chindingsSym!] = clean === '{}' ? '' : `,${clean.slice(1, -1)}`;
}

/** pino's JSON lines as terminal text (development: one parse a line is no concern there). */
function prettyDestination(out: LogSink): LogSink {
  return {
    write(line: string) {
      try {
        return out.write(pretty(JSON.parse(line) as Record<string, unknown>));
      } catch {
        return out.write(scrubText(line));
      }
    },
  };
}

/** A request's id: the proxy's X-Request-Id (nginx's $request_id) when it is a plain token, else a new one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  // Ids are logged as they are (a child logger's binding, never cleaned): one that looks like a CPF or token is replaced.
  return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) && scrubText(given) === given ? given : randomUUID();
}

/** Fastify's logger settings for this format and level: pino writes JSON straight to `out`, cleaned by the hook. */
export function loggerOptions(level: string, format: 'json' | 'pretty', out: LogSink = process.stdout) {
  return {
    level,
    stream: format === 'json' ? out : prettyDestination(out),
    // A child logger's fields (Fastify's reqId, a module's own) are kept serialised and written as
    // they are with every line: cleaned once, when the child is made.
    onChild: cleanChildFields,
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, cleanArgs(args));
      },
    },
  };
}

/** One line per answered request, in place of Fastify's two, and the id sent back to the client. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => { reply.header('x-request-id', req.id); });
  app.addHook('onResponse', async (req: FastifyRequest, reply) => {
    const operation = (req.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    const route = req.routeOptions.url ?? req.url.split('?')[0];
    const status = reply.statusCode;
    const line = { method: req.method, route, status, ms: Math.round(reply.elapsedTime), ...(operation ? { operation } : {}) };
    if (status >= 500) req.log.error(line, 'request');
    else req.log.info(line, 'request');
  });
}
