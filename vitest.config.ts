import { defineConfig } from 'vitest/config';

/**
 * One runner for everything. Projects: unit (pure packages, web units and the scripts' checks), api (Fastify
 * through app.inject() on PGlite, or PostgreSQL when DATABASE_URL is set), e2e (real Chromium against built
 * servers).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // One worker per core. Left to its default, Vitest 4.0 ran the API files one at a time on this 2-core
    // machine (the PostgreSQL pass: 207–315 s, and 124 s with two workers).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Files share the worker's loaded modules, as the API and browser projects do: no file mocks a module,
          // and the one that stubs a global (fetch) restores it after each test. Loading the web app's modules
          // again for each of the 140 files cost more than the tests themselves.
          isolate: false,
          // The property tests run thousands of cases; beside lint and the builds on two cores they took over
          // Vitest's default 5 s (seen in a CI run), which says nothing about the rules they check.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One migrated and seeded database every test app starts from a copy of (database-image.ts).
          globalSetup: ['apps/api/src/test-support/database-image.ts'],
          // Files share the worker's loaded modules: every file builds its own app and database, no file
          // mocks a module or changes the environment, and loading the app's modules again for each of the
          // 60 files was a third of the suite's time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Files share the worker's loaded modules and its browser (support/chromium.ts): no file mocks a module
          // or changes the environment, and every test opens its own browser context. Loading the modules again
          // for every file took about 40 s of a shard's 10 minutes.
          isolate: false,
          // A page drawn after an answer can take seconds when the shards, the PostgreSQL pass and Chromium share
          // two cores; Vitest's default of 1 s made polls of a settled page fail in CI.
          expect: { poll: { timeout: 10_000 } },
          // In CI a failed browser test runs once more (ADR 94): one timing slip among 330 browser tests on two
          // busy cores cost whole runs. A test passed on its second try is listed as flaky in the summary.
          retry: process.env.CI ? 1 : 0,
          // After unit and api tests, so the browser does not compete with them for the two cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
