import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every tier: unit tests beside the code, and the cross-service tests in tests/.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    // With DATABASE_URL: one migrated and seeded template database that every test database copies.
    globalSetup: ['./tests/support/template-db.ts'],
    // test:all asks for a JSON report too, to print one closing count for the whole suite.
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest.json` } : undefined,
    // test:all runs the Node projects in one process with --no-isolate (one module graph for all
    // their files, which more than halves their time: every file builds its own apps, databases and
    // key prefixes, no test changes process.env or keeps state in a module, and fake timers are put
    // back after each test). The web's jsdom tests, and the files that vi.mock a module
    // (mock-upstream-races), run isolated.
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mock-upstream',
          include: ['services/mock-upstream/src/**/*.test.ts'],
          // The race tests replace a module with vi.mock: they get a fresh module graph of their own.
          exclude: ['**/node_modules/**', 'services/mock-upstream/src/**/*.race.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'mock-upstream-races',
          include: ['services/mock-upstream/src/**/*.race.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['services/gateway/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web',
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
