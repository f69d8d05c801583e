/**
 * The server's log: one line per request (its id, operation, route pattern, status, time)
 * and whatever the server says, as JSON for the journal and log shippers or as readable
 * text for a terminal (LOG_FORMAT; by default text on a terminal, JSON elsewhere).
 *
 * No personal data leaves in a line: every line passes through `scrub` before it is
 * written, whoever logged it (Fastify, a module, an error's stack): values under keys that
 * name secrets or people (password, token, authorization, cookie, cpf, e-mail…) are
 * replaced, and e-mail addresses, CPFs, JWTs, bearer tokens and URL credentials are
 * blanked inside any text. Requests are logged by their route's pattern
 * (`/api/acervo/:id`), never their address, so a calendar feed's or a recovery link's
 * token in a path or query never reaches the log.
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

export function scrubText(text: string): string {
  return TEXT_RULES.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** A log entry without personal data or secrets (a copy; the entry is not changed). */
export function scrub(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key) && value !== null && value !== undefined && value !== '') return '[redacted]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => scrub(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k)]));
  }
  return value;
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

/** pino's destination: each JSON line scrubbed, then written as JSON or as text. */
export function logDestination(format: 'json' | 'pretty', out: LogSink = process.stdout): LogSink {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return out.write(scrubText(line));
      }
      const clean = scrub(entry) as Record<string, unknown>;
      return out.write(format === 'json' ? `${JSON.stringify(clean)}\n` : pretty(clean));
    },
  };
}

/** A request's id: the proxy's X-Request-Id (nginx's $request_id) when it is a plain token, else a new one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
}

/** Fastify's logger settings for this format and level. */
export function loggerOptions(level: string, format: 'json' | 'pretty', out?: LogSink) {
  return { level, stream: logDestination(format, out) };
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
