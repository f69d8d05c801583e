/**
 * Lighthouse scores of the home page and a title page (issue 5 "Speed": performance ≥ 95,
 * accessibility 100, best practices ≥ 95; SEO shown too), with the audits that cost points.
 *
 *   npx tsx bench/lighthouse.ts [build-dir] [--port 8241] [--title 123]
 *   npx tsx bench/lighthouse.ts --base http://127.0.0.1:8241   (a server already running)
 *   --save <folder> also writes each page's full report (<page>.report.json, the last run) there.
 *   --runs <n> audits each page n times (default 3) and reports the median run by
 *   performance score (Lighthouse's own advice: one run on a shared machine varies by ±10).
 *   --against <other-build> compares two builds side by side: a second server (on port + 10)
 *   serves the other build (--against-port, default port + 10), and each page's runs alternate between the two, so that both
 *   meet the same load of the machine (page "home" is build-dir, "home*" the other build).
 *
 * Without build-dir it builds into .tmp/dist-bench first. The real server runs on the build
 * like the end-to-end tests run it (bench/app-server.ts); Lighthouse 12 drives Debian's
 * Chromium headless with its default settings: mobile form factor and simulated slow 4G
 * with a 4× slower CPU, in a Portuguese (pt-BR) browser. The title page is the first result of a search of the demo
 * catalogue unless --title names one. Each page is measured on a cold load (fresh profile).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, option, positional, startServer } from './app-server';

const TARGETS: Record<string, number | null> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: null,
};

interface PageScores { page: string; url: string; scores: Record<string, number>; failing: string[]; runs?: number[] }

async function firstTitleCode(baseURL: string): Promise<number> {
  const tokenAnswer = await fetch(`${baseURL}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const answer = await fetch(`${baseURL}/api/consulta?termo=brasil&quantPag=10`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await answer.json()) as { data: { cod_acervo: number }[] };
  if (!data?.length) throw new Error('the demo search found no title to measure');
  return data[0].cod_acervo;
}

/** Lighthouse now and then loses the trace's navigation start (NO_NAVSTART) on a busy machine: up to three tries. */
async function auditWithRetry(page: string, url: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(page, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${page}: ${(error as Error).message} — trying again`);
    }
  }
}

let saveDir: string | undefined;

async function audit(page: string, url: string): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    // A Brazilian visitor: Portuguese is the catalogue's default language, the one index.html
    // preloads (vite.config.ts); Chromium's own default (en-US) would fetch a second catalog.
    chromeFlags: ['--headless=new', '--no-sandbox', '--lang=pt-BR', '--accept-lang=pt-BR'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${page}.report.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores: Record<string, number> = {};
    const failing: string[] = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      scores[id] = Math.round((category.score ?? 0) * 100);
      for (const ref of category.auditRefs) {
        const item = lhr.audits[ref.id];
        if (ref.weight > 0 && item.score !== null && item.score < 1) {
          const value = item.displayValue ? ` (${item.displayValue})` : '';
          failing.push(`${id}: ${ref.id} — ${item.title}${value}, score ${Math.round(item.score * 100)}`);
        }
      }
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    for (const id of metrics) if (lhr.audits[id]) failing.push(`metric: ${id} = ${lhr.audits[id].displayValue}`);
    return { page, url, scores, failing };
  } finally {
    chrome.kill();
  }
}

function report(results: PageScores[]): boolean {
  let met = true;
  const categories = Object.keys(TARGETS);
  console.log(`\n${'page'.padEnd(8)} ${categories.map((c) => c.padStart(16)).join('')}`);
  for (const { page, scores } of results) {
    console.log(`${page.padEnd(8)} ${categories.map((c) => String(scores[c] ?? '–').padStart(16)).join('')}`);
  }
  console.log(`${'target'.padEnd(8)} ${categories.map((c) => (TARGETS[c] === null ? '–' : `≥ ${TARGETS[c]}`).padStart(16)).join('')}`);
  for (const { page, url, scores, failing, runs } of results) {
    const missed = categories.filter((c) => TARGETS[c] !== null && (scores[c] ?? 0) < (TARGETS[c] as number));
    if (missed.length) met = false;
    console.log(`\n${page} ${url}: ${missed.length ? `MISSED ${missed.join(', ')}` : 'targets met'}`);
    if (runs) console.log(`  performance of each run: ${runs.join(', ')} (the median run is shown)`);
    for (const line of failing) console.log(`  ${line}`);
  }
  return met;
}

/**
 * Audits each page `runs` times, the pages in turn (A, B, A, B…); for each page, the run with
 * the median performance score, and every run's score.
 */
async function medianAudits(pages: { page: string; url: string }[], runs: number): Promise<PageScores[]> {
  const results = pages.map((): PageScores[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { page, url }] of pages.entries()) results[index].push(await auditWithRetry(page, url));
  }
  return results.map((each) => {
    each.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    return { ...each[Math.floor((each.length - 1) / 2)], runs: each.map((r) => r.scores.performance ?? 0) };
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const base = option(argv, '--base');
  saveDir = option(argv, '--save');
  const port = Number(option(argv, '--port') ?? 8241);
  const server = base
    ? { baseURL: base.replace(/\/$/, ''), stop: async () => {} }
    : await startServer(ensureBuild(positional(argv)), port);
  const againstDir = option(argv, '--against');
  const against = againstDir ? await startServer(againstDir, Number(option(argv, '--against-port') ?? port + 10)) : null;
  try {
    // Both servers load the same demo catalogue: a title has the same code on both.
    const code = Number(option(argv, '--title') ?? (await firstTitleCode(server.baseURL)));
    const runs = Math.max(1, Number(option(argv, '--runs') ?? 3));
    const builds = [{ suffix: '', baseURL: server.baseURL }, ...(against ? [{ suffix: '*', baseURL: against.baseURL }] : [])];
    const results: PageScores[] = [];
    for (const [page, address] of [['home', '/'], ['title', `/acervo/${code}`]]) {
      results.push(...(await medianAudits(builds.map((b) => ({ page: `${page}${b.suffix}`, url: `${b.baseURL}${address}` })), runs)));
    }
    if (againstDir) console.log(`\n"home", "title": ${positional(argv) ?? base}; "home*", "title*": ${againstDir}`);
    const met = report(results);
    console.log(`\n${met ? 'Every target met.' : 'Some targets missed (see above).'}`);
    if (!met) process.exitCode = 1;
  } finally {
    await server.stop();
    await against?.stop();
  }
}

await main();
