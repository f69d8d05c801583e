import { defineConfig, devices } from '@playwright/test';

// End to end: the built PWA (dist/) served by the real server on a fresh database with
// the demo catalogue, driven by Debian's Chromium (never a downloaded browser).
// E2E_PORT lets two checkouts (or helpers) run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${PORT}`;
// The server sends mail to an SMTP sink on this port, which a spec starts when it
// expects mail (tests/support/smtp-sink.ts); the spec derives the port the same way.
const SMTP_SINK_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(PORT), SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}` },
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
