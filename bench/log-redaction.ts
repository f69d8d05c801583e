/**
 * What cleaning every log line of personal data costs (server/http/logging.ts): the request
 * line as the server writes it, logged through pino with no cleaning, through the cleaning
 * destination (JSON.parse, scrub, JSON.stringify of each line) and through pino's own hooks
 * (the object scrubbed before pino serialises it); then searches per second of a cached
 * search through the whole app, logging on and off, to set the per-line cost against a
 * request's. Prints numbers; not a test.
 *
 *   npx tsx bench/log-redaction.ts [lines] [searches]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../server/app';
import { loggerOptions, scrub } from '../server/http/logging';

const LINES = Number(process.argv[2] ?? 200_000);
const SEARCHES = Number(process.argv[3] ?? 3000);

let written = 0;
const nowhere = { write: (text: string) => { written += text.length; return true; } };

/** The cleaning as it was before: every JSON line pino wrote parsed, scrubbed and written again. */
const reserialising = (out: typeof nowhere) => ({
  write: (line: string) => out.write(`${JSON.stringify(scrub(JSON.parse(line)))}\n`),
});

/** The server's logger as app.ts makes it (JSON to `out`, the cleaning hook). */
function serverLogger(out: typeof nowhere): pino.Logger {
  const { stream, ...options } = loggerOptions('info', 'json', out);
  return pino(options as pino.LoggerOptions, stream as pino.DestinationStream);
}

/** Lines per second through a logger, the request line as registerRequestLog writes it. */
function linesPerSecond(logger: pino.Logger): number {
  const child = logger.child({ reqId: 'nginx-5f3a9c0d11e94b7a' });
  const line = { method: 'GET', route: '/api/consulta', status: 200, ms: 38, operation: 'search' };
  for (let i = 0; i < 5000; i++) child.info(line, 'request'); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < LINES; i++) child.info(line, 'request');
  return LINES / (Number(process.hrtime.bigint() - start) / 1e9);
}

async function searchesPerSecond(logging: boolean, dataDir: string): Promise<number> {
  const app = await buildApp({
    database: path.join(dataDir, 'pglite'), dataDir, seed: 'minimal', publicRequestsPerTokenPerMinute: 1_000_000,
    ...(logging ? { logSink: nowhere, logFormat: 'json' as const, logLevel: 'info' } : {}),
  });
  try {
    const token = (await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: '4' } })).json().access_token as string;
    const request = { url: '/api/consulta?termo=brasil', headers: { authorization: `Bearer ${token}` } };
    for (let i = 0; i < 200; i++) await app.inject(request); // the answer cached, the code warm
    const start = process.hrtime.bigint();
    for (let i = 0; i < SEARCHES; i++) {
      const res = await app.inject(request);
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
    }
    return SEARCHES / (Number(process.hrtime.bigint() - start) / 1e9);
  } finally {
    await app.close();
  }
}

const rate = (n: number) => Math.round(n).toLocaleString('en');

const raw = linesPerSecond(pino({ level: 'info' }, nowhere));
const destination = linesPerSecond(pino({ level: 'info' }, reserialising(nowhere)));
const cleaned = linesPerSecond(serverLogger(nowhere));
const perLine = (perSecond: number) => 1e6 / perSecond;
console.log(`request lines, ${rate(LINES)} each (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):`);
console.log(`  pino, no cleaning             ${rate(raw).padStart(10)} lines/s  ${perLine(raw).toFixed(2)} µs a line`);
console.log(`  cleaning destination (before) ${rate(destination).padStart(10)} lines/s  ${perLine(destination).toFixed(2)} µs a line`);
console.log(`  the server's logger now       ${rate(cleaned).padStart(10)} lines/s  ${perLine(cleaned).toFixed(2)} µs a line`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-log-'));
try {
  const off = await searchesPerSecond(false, dir);
  const on = await searchesPerSecond(true, dir);
  const perRequest = 1e6 / on;
  console.log(`cached search through the app, ${rate(SEARCHES)} requests (one log line each):`);
  console.log(`  logging off ${rate(off).padStart(6)} req/s`);
  console.log(`  logging on  ${rate(on).padStart(6)} req/s (${((1 - on / off) * 100).toFixed(1)}% fewer)`);
  console.log(`  the cleaning's share of a request: before ${((perLine(destination) - perLine(raw)) / perRequest * 100).toFixed(2)}%, now ${((perLine(cleaned) - perLine(raw)) / perRequest * 100).toFixed(2)}%`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`(${(written / 1e6).toFixed(1)} MB of log written to nowhere)`);
