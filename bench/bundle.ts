/**
 * Initial JavaScript of the home route (issue 27 item 4: ≤ 140 KB gzip; issue 5 said 120), chunk by chunk.
 *
 *   npx tsx bench/bundle.ts [build-dir] [--port 8241] [--static-only]
 *   npx tsx bench/bundle.ts <build-dir> --base http://127.0.0.1:8241   (a server already running on that build)
 *
 * Without build-dir it builds into .tmp/dist-bench first. Three views of the same build:
 * 1. Entry: the scripts of index.html (the module entry and the classic Intl warm-up) and
 *    every chunk they import statically (the modulepreload links are that list, with the
 *    default language's shell catalog, scripts/catalog-split.ts) — what every page downloads.
 * 2. Home route (the figure compared with the target): the entry plus what the first render
 *    of / waits for — the default (pt) catalog and the chunks of the home route's files
 *    (src/routes/index.tsx, src/routes/-catalogue-screen.tsx, found through the source
 *    maps; since the home screen comes with the entry, vite.config.ts, usually none) with
 *    their static imports. What loads after that render (the footer, Dexie, once the page
 *    has painted; the modal login, when asked for) does not hold it back and is not counted.
 *    Then the same bytes by origin (each npm package, the catalog, the app's own code),
 *    shared out through the source maps: what the libraries alone cost.
 * 3. Observed (informative): the real server (scripts/e2e-server.mjs) on the build;
 *    Chromium opens / and lists every script requested until the main heading shows and the
 *    network is quiet, lazy chunks included. --static-only skips it (no server, no browser).
 * Sizes: raw bytes on disk, gzip at level 9 (the budget's measure) and brotli at quality 11
 * (what the server sends a browser that accepts it: the build's .br copies, server/http/compressed-copies.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { brotli } from '../server/http/compressed-copies';
import { ensureBuild, option, positional, startServer } from './app-server';

const TARGET_GZIP = 140 * 1024;

interface Chunk { file: string; raw: number; gzip: number; brotli: number; via: string }

function measure(dir: string, file: string, via: string): Chunk {
  const bytes = readFileSync(path.join(dir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli(bytes).length, via };
}

/** Static imports of a built chunk: `import … from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** index.html's scripts (module entry, classic warm-up) and their static import closure, as paths under the build folder. */
export function entryClosure(dir: string): Map<string, string> {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = new Set([...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]));
  const seen = new Map<string, string>();
  const visit = (file: string, via: string) => {
    if (seen.has(file)) return;
    seen.set(file, via);
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const spec of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), spec), 'static import');
  };
  for (const entry of entries) visit(entry, 'index.html script');
  for (const preload of preloads) if (!seen.has(preload)) visit(preload, 'modulepreload only');
  return seen;
}

/** Source files whose chunks the first render of / waits for (besides the entry). */
const HOME_ROUTE_SOURCES = [/src\/routes\/index\.tsx/, /src\/routes\/-catalogue-screen\.tsx/, /locales\/pt\/messages\.ts/];

/** The home route's chunks (by their source maps) and their static imports, not already in `closure`. */
export function homeRouteChunks(dir: string, closure: Map<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (file: string, via: string) => {
    if (closure.has(file) || found.has(file)) return;
    found.set(file, via);
    for (const spec of staticImports(readFileSync(path.join(dir, file), 'utf8'))) {
      visit(path.posix.join(path.posix.dirname(file), spec), 'static import');
    }
  };
  for (const name of readdirSync(path.join(dir, 'assets')).filter((n) => n.endsWith('.js.map'))) {
    const { sources = [] } = JSON.parse(readFileSync(path.join(dir, 'assets', name), 'utf8')) as { sources?: string[] };
    const match = sources.find((source) => HOME_ROUTE_SOURCES.some((pattern) => pattern.test(source)));
    if (match) visit(`assets/${name.slice(0, -'.map'.length)}`, `home route (${match.replace(/^.*\/(src|locales)\//, '$1/')})`);
  }
  return found;
}

/** Scripts Chromium requests for / until the main heading shows and the network is idle. */
async function observedHomeScripts(baseURL: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    // Service workers blocked: a first visit, not a repeat one served from the precache.
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'pt-BR' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === baseURL) scripts.push(url.pathname.slice(1));
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    await page.locator('main h1').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Characters of generated code per source file of a chunk, from its source map. */
export function charactersBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  // In generated order: a segment runs up to the next one on its line, or to the line's end.
  new SourceMapConsumer(map).eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  const found = new Map<string, number>();
  segments.forEach((current, index) => {
    if (!current.source) return;
    const next = segments[index + 1];
    const end = next?.line === current.line ? next.column : (lines[current.line - 1]?.length ?? 0);
    found.set(current.source, (found.get(current.source) ?? 0) + Math.max(0, end - current.column));
  });
  return found;
}

/** Who a source belongs to: an npm package, the language catalog, or the app. */
function origin(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (/locales\//.test(source)) return 'catalog (locales/)';
  return 'the app (src/, openapi/)';
}

/** The gzip bytes of the chunks shared out by origin, in proportion to each source's code. */
function printOrigins(dir: string, chunks: Chunk[]): void {
  const totals = new Map<string, number>();
  for (const chunk of chunks) {
    const code = readFileSync(path.join(dir, chunk.file), 'utf8');
    let map: RawSourceMap;
    try {
      map = JSON.parse(readFileSync(path.join(dir, `${chunk.file}.map`), 'utf8'));
    } catch {
      continue;
    }
    const bySource = charactersBySource(code, map);
    const mapped = [...bySource.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [source, characters] of bySource) {
      const key = origin(source);
      totals.set(key, (totals.get(key) ?? 0) + (chunk.gzip * characters) / mapped);
    }
  }
  console.log('\nThe same, by origin (gzip shared out by each source\'s share of its chunk; approximate)');
  for (const [key, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 100) console.log(`${kb(bytes).padStart(10)}  ${key}`);
  }
  const libraries = [...totals].filter(([key]) => !key.startsWith('the app') && !key.startsWith('catalog')).reduce((sum, [, n]) => sum + n, 0);
  console.log(`${kb(libraries).padStart(10)}  all libraries together`);
}

function printTable(title: string, chunks: Chunk[]): { raw: number; gzip: number; brotli: number } {
  const width = Math.max(...chunks.map((c) => c.file.length), 5);
  console.log(`\n${title}`);
  console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}  loaded by`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${c.file.padEnd(width)}  ${kb(c.raw).padStart(10)}  ${kb(c.gzip).padStart(10)}  ${kb(c.brotli).padStart(10)}  ${c.via}`);
  }
  const raw = chunks.reduce((sum, c) => sum + c.raw, 0);
  const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
  const brotli = chunks.reduce((sum, c) => sum + c.brotli, 0);
  console.log(`${'total'.padEnd(width)}  ${kb(raw).padStart(10)}  ${kb(gzip).padStart(10)}  ${kb(brotli).padStart(10)}  ${chunks.length} chunks`);
  return { raw, gzip, brotli };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dir = ensureBuild(positional(argv));
  const closure = entryClosure(dir);
  const entryChunks = [...closure].map(([file, via]) => measure(dir, file, via));
  printTable(`Entry of index.html and its static imports (${dir})`, entryChunks);
  const home = [...entryChunks, ...[...homeRouteChunks(dir, closure)].map(([file, via]) => measure(dir, file, via))];
  const { gzip, brotli } = printTable('Home route: the entry and what its first render waits for', home);
  printOrigins(dir, home);

  if (!argv.includes('--static-only')) {
    const base = option(argv, '--base');
    const server = base
      ? { baseURL: base.replace(/\/$/, ''), stop: async () => {} }
      : await startServer(dir, Number(option(argv, '--port') ?? 8241));
    try {
      const observed = await observedHomeScripts(server.baseURL);
      const counted = new Set(home.map((chunk) => chunk.file));
      const requested = observed.map((file) => measure(dir, file, counted.has(file) ? 'counted above' : 'on demand (lazy), not counted'));
      printTable('Observed: every script Chromium requested for / until the network was quiet (informative)', requested);
    } finally {
      await server.stop();
    }
  }
  const verdict = gzip <= TARGET_GZIP ? 'MET' : 'MISSED';
  console.log(`\nInitial JavaScript of the home route: ${kb(gzip)} gzip (sent as ${kb(brotli)} brotli); target ≤ ${kb(TARGET_GZIP)} gzip (${gzip} of ${TARGET_GZIP} bytes) — ${verdict}`);
  if (gzip > TARGET_GZIP) process.exitCode = 1;
}

await main();
