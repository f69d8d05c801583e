import { defineConfig } from 'vitest/config';

// Two layers (ARCHITECTURE.md "Testing"):
// - unit: rules beside the code, no database (browser code under happy-dom);
// - server: the real Fastify app through app.inject (and the API client against a
//   listening server) on PGlite, or on PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'openapi/**/*.test.ts'],
          exclude: ['server/**/*.server.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
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
          fileParallelism: false,
          globalSetup: ['tests/support/server-global-setup.ts'],
        },
      },
    ],
  },
});
