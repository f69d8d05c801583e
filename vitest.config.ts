import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Two layers (docs/architecture.md "Testing layers"):
// - unit: rules beside the code, no database (browser code under happy-dom);
// - server: the real Fastify app through app.inject (and the API client against a
//   listening server) on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
//
// Speed: test files share their worker's module graph (`isolate: false`), so a module is
// loaded once per worker, not once per file: unit 59 → ~10 s, and each server file no longer
// reloads the server's modules. A file that replaces modules or globals (vi.mock, vi.stubGlobal,
// vi.spyOn, fake timers…) would leak them into the next file, so such files, found here by
// their text, run in the project `unit-isolated` with Vitest's default isolation.

const UNIT_INCLUDE = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'openapi/**/*.test.ts'];
const UNIT_EXCLUDE = ['server/**/*.server.test.ts', 'node_modules/**'];
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|hoisted|resetModules)\b/;

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.server.test.ts') ? [file] : [];
  });
}

const isolatedUnitFiles = ['src', 'server', 'scripts', 'openapi']
  .flatMap(testFiles)
  .filter((file) => REPLACES_MODULES_OR_GLOBALS.test(fs.readFileSync(file, 'utf8')));

// Generous for a rule test, so that a busy machine (two workers on two shared cores) does not
// turn a slow file read into a failure.
const unit = { environment: 'node', setupFiles: ['tests/support/unit-setup.ts'], testTimeout: 20_000 };

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one out: a single worker on a 2-core machine).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...UNIT_EXCLUDE, ...isolatedUnitFiles],
          isolate: false,
          ...unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          // Never empty: an empty include would mean Vitest's default pattern.
          include: isolatedUnitFiles.length ? isolatedUnitFiles : ['no-such-file'],
          ...unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.server.test.ts', 'tests/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files share a worker's modules (the server's code loads once per worker) and run
          // two at a time: nothing is shared between files but the read-only seeded image or
          // template (each testApp() gets its own copy); ports are free ones, folders mkdtemp.
          // SERVER_TEST_WORKERS=1 when they run beside the end-to-end tests (scripts/test.sh).
          isolate: false,
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
          globalSetup: ['tests/support/server-global-setup.ts'],
        },
      },
    ],
  },
});
