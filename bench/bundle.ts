/**
 * Initial JavaScript of the home route (issue 5 "Speed": ≤ 120 KB gzip), chunk by chunk.
 *
 *   npx tsx bench/bundle.ts [build-dir] [--port 8241] [--static-only]
 *   npx tsx bench/bundle.ts <build-dir> --base http://127.0.0.1:8241   (a server already running on that build)
 *
 * Without build-dir it builds into .tmp/dist-bench first. Three views of the same build:
 * 1. Entry: the <script type="module"> of index.html and every chunk it imports
 *    statically (the modulepreload links are that list) — what every page downloads.
 * 2. Home route (the figure compared with the target): the entry plus what the first render
 *    of / waits for — the default (pt) catalog and the chunks of the home route's files
 *    (src/routes/index.tsx, src/routes/-catalogue-screen.tsx, found through the source
 *    maps) with their static imports. Chunks loaded with React.lazy during that render
 *    (the modal login) do not hold it back and are not counted.
 * 3. Observed (informative): the real server (scripts/e2e-server.mjs) on the build;
 *    Chromium opens / and lists every script requested until the main heading shows and the
 *    network is quiet, lazy chunks included. --static-only skips it (no server, no browser).
 * Sizes: raw bytes on disk and gzip at level 9 (what a compressing server sends).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureBuild, option, positional, startServer } from './app-server';

const TARGET_GZIP = 120 * 1024;

interface Chunk { file: string; raw: number; gzip: number; via: string }

function measure(dir: string, file: string, via: string): Chunk {
  const bytes = readFileSync(path.join(dir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, via };
}

/** Static imports of a built chunk: `import … from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** index.html's module entry and its static import closure, as paths under the build folder. */
export function entryClosure(dir: string): Map<string, string> {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
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

function printTable(title: string, chunks: Chunk[]): { raw: number; gzip: number } {
  const width = Math.max(...chunks.map((c) => c.file.length), 5);
  console.log(`\n${title}`);
  console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  loaded by`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${c.file.padEnd(width)}  ${kb(c.raw).padStart(10)}  ${kb(c.gzip).padStart(10)}  ${c.via}`);
  }
  const raw = chunks.reduce((sum, c) => sum + c.raw, 0);
  const gzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`${'total'.padEnd(width)}  ${kb(raw).padStart(10)}  ${kb(gzip).padStart(10)}  ${chunks.length} chunks`);
  return { raw, gzip };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dir = ensureBuild(positional(argv));
  const closure = entryClosure(dir);
  const entryChunks = [...closure].map(([file, via]) => measure(dir, file, via));
  printTable(`Entry of index.html and its static imports (${dir})`, entryChunks);
  const home = [...entryChunks, ...[...homeRouteChunks(dir, closure)].map(([file, via]) => measure(dir, file, via))];
  const { gzip } = printTable('Home route: the entry and what its first render waits for', home);

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
  console.log(`\nInitial JavaScript of the home route: ${kb(gzip)} gzip; target ≤ ${kb(TARGET_GZIP)} — ${verdict}`);
  if (gzip > TARGET_GZIP) process.exitCode = 1;
}

await main();
