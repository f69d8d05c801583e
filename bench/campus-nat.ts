/**
 * A campus behind one NAT address (issue 33 item 4): N students open the catalogue, all
 * from the same address, against the real server listening on a port of its own
 * (`server/main.ts`, production mode, minimal demo). Every connection leaves from
 * 127.0.0.1: to the server they are one address, as a university's proxy is.
 *
 * A page load is what the PWA sends for the home page: a visitor's token (unless the
 * student kept one, `--client=keeps`), then the public reads of the start (PAGE_READS).
 * The old client (`--client=grants`) asked for a new token on every load.
 *
 *   npx tsx bench/campus-nat.ts [--students=1000] [--loads=2] [--concurrency=40] [--client=keeps|grants]
 *
 * Prints the token grants, the 429s (grants and reads), the page loads that got a page,
 * and requests per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startBenchServer } from './load-server';

/** The public reads a home page load sends (counted in tests/e2e/public-token.spec.ts). */
const PAGE_READS = [
  '/api/parametros/autoatendimento',
  '/api/parametros/instituicao',
  '/api/parametros/funcionalidades',
  '/api/parametros/atendimento',
  '/api/consulta/novas-aquisicoes',
  '/api/parametros/secao_1',
  '/api/parametros/secao_2',
  '/api/parametros/eventos_institucionais',
];

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const students = Number(arg('students', '1000'));
const loads = Number(arg('loads', '2'));
const concurrency = Number(arg('concurrency', '40'));
const keepsToken = arg('client', 'keeps') === 'keeps';

const tally = { grants: 0, grants429: 0, reads: 0, reads429: 0, otherErrors: 0, pagesShown: 0 };

async function grant(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
  });
  tally.grants++;
  if (res.status === 429) tally.grants429++;
  else if (!res.ok) tally.otherErrors++;
  const body = (await res.json()) as { access_token?: string };
  return res.ok ? body.access_token ?? null : null;
}

async function pageLoad(base: string, kept: string | null): Promise<string | null> {
  const token = keepsToken && kept ? kept : await grant(base);
  if (!token) return null;
  const answers = await Promise.all(PAGE_READS.map(async (url) => {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}`, lang: '1' } });
    await res.arrayBuffer();
    tally.reads++;
    if (res.status === 429) tally.reads429++;
    else if (!res.ok) tally.otherErrors++;
    return res.ok;
  }));
  if (answers.every(Boolean)) tally.pagesShown++;
  return token;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-nat-'));
  const port = await freePort();
  const server = await startBenchServer({ SEED: 'minimal', DATA_DIR: dataDir }, port);
  try {
    const kept = new Map<number, string | null>();
    // Each student's loads in order (a load, then a reload), `concurrency` students at a time.
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < students) {
        const student = next++;
        for (let i = 0; i < loads; i++) kept.set(student, await pageLoad(server.url, kept.get(student) ?? null));
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    const requests = tally.grants + tally.reads;
    console.log(`campus-nat: ${students} students × ${loads} page loads from one address, client ${keepsToken ? 'keeps its token' : 'asks a token per load'}`);
    console.log(`  token grants ${tally.grants} (429: ${tally.grants429}), public reads ${tally.reads} (429: ${tally.reads429}), other errors ${tally.otherErrors}`);
    console.log(`  pages shown ${tally.pagesShown} of ${students * loads}; ${requests} requests in ${seconds.toFixed(1)} s = ${(requests / seconds).toFixed(0)} req/s`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
