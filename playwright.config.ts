import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// End to end: the built PWA (dist/) served by the real server on a fresh database with
// the demo catalogue, driven by Debian's Chromium (never a downloaded browser).
//
// E2E_WORKERS workers (default: one per two cores, a browser and a server each; so one on 2
// cores, where two were no faster and tripped timing-sensitive tests) run the spec files side by side, each
// against its own server and database, so specs that write data never meet: worker n talks
// to the server on E2E_PORT + 5n (8181, 8186…). Each server's SMTP sink (started by the specs that expect
// mail, tests/support/smtp-sink.ts) is on its port + 1, its OIDC and SAML providers on +2
// and +3. E2E_PORT lets two checkouts (or helpers) run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || Math.min(4, Math.floor(os.availableParallelism() / 2))));
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
const servers = Array.from({ length: WORKERS }, (_, n) => ({ port: PORT + 5 * n, smtpPort: SMTP_PORT + 5 * n }));

// This file is loaded again in each worker, where Playwright has set TEST_PARALLEL_INDEX:
// the worker's baseURL is its own server, and the specs that derive the server's or the
// SMTP sink's port from E2E_PORT / E2E_SMTP_PORT (tests/e2e/pages/basket-page.ts) find theirs.
const parallelIndex = process.env.TEST_PARALLEL_INDEX;
const own = servers[Number(parallelIndex ?? 0) % WORKERS];
if (parallelIndex !== undefined) {
  process.env.E2E_PORT = String(own.port);
  process.env.E2E_SMTP_PORT = String(own.smtpPort);
}
const baseURL = `http://127.0.0.1:${own.port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: WORKERS,
  // Spec files are spread over the workers; inside a file, tests run in order (unless the
  // file says otherwise, as accessibility.spec.ts does for its screens).
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // E2E_RETRIES (0 here; the full run, scripts/test.sh, gives 1): a test that fails once then
  // passes is reported "flaky", with its failure, and the run's end repeats that report.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list as tests end; at the end, the spec files and the slowest tests by time.
  reporter: [['list'], ['./tests/support/slowest-reporter.ts']],
  use: {
    baseURL,
    locale: 'pt-BR',
    // No trace unless asked (E2E_TRACE=retain-on-failure): recording one costs every passing
    // test its snapshots. A failure still leaves its screenshot in test-results/.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) || 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Only Debian's Noto fonts, as on Android (tests/e2e/fonts/fonts.conf): a machine's own
      // fonts cannot hide a layout fault.
      env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('tests/e2e/fonts/fonts.conf', import.meta.url)) },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // One command starts every worker's server side by side (scripts/e2e-server.mjs); its
  // port + 4 answers once all of them do.
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // E2E_SEEDED_DIR: the demo seeded once (scripts/e2e-seed.ts), copied for each server.
    env: { E2E_PORT: String(PORT), E2E_SERVERS: String(WORKERS), E2E_SMTP_PORT: String(SMTP_PORT), E2E_SEEDED_DIR: process.env.E2E_SEEDED_DIR ?? '' },
    url: `http://127.0.0.1:${PORT + 4}/`,
    // On a busy machine the demo's seed (when no seeded copy is given) takes minutes.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
