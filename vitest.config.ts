import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every tier: unit tests beside the code, and the cross-service tests in tests/.
const reportDir = process.env.TEST_REPORT_DIR;

/** Test files under `root` (paths relative to it) that replace a module with vi.mock: a module graph of their own. */
function filesThatMock(root: string, dir = 'src'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesThatMock(root, file);
    return /\.test\.tsx?$/.test(entry.name) &&
      readFileSync(path.join(root, file), 'utf8').includes('vi.mock(')
      ? [file]
      : [];
  });
}
const webRoot = fileURLToPath(new URL('./web/', import.meta.url));
/** Web test files that run isolated: those that vi.mock, and one that times a route chunk's first load. */
const WEB_ISOLATED = ['src/app/chunk-loading.test.tsx', ...filesThatMock(webRoot)];
/** mock-upstream's test files that vi.mock (the race tests that make a transaction fail on cue). */
const UPSTREAM_MOCKING = filesThatMock(
  fileURLToPath(new URL('./services/mock-upstream/', import.meta.url)),
).map((file) => `services/mock-upstream/${file}`);

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
    // back after each test). The web's jsdom tests, and mock-upstream's files that vi.mock a module
    // (the mock-upstream-races project), run isolated.
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
          // The files that replace a module with vi.mock get a fresh module graph of their own.
          exclude: ['**/node_modules/**', ...UPSTREAM_MOCKING],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'mock-upstream-races',
          include: UPSTREAM_MOCKING,
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
      // The web's jsdom tests share one module graph and one window (see web/vitest.jsdom-env.mjs),
      // in one fork: vitest honours a project's own `isolate: false` only with `singleFork` (its
      // pool of forks is shared by every project). WEB_ISOLATED's files run isolated.
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: {
          name: 'web',
          poolOptions: { forks: { singleFork: true, isolate: false } },
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...WEB_ISOLATED],
        },
      },
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: { name: 'web-isolated', include: WEB_ISOLATED },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/storm.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Every money call 50 at once through two gateways: the load is the test's own, so test:all
        // runs it when nothing else runs (a browser lane beside it measures the browser, not the rule).
        test: {
          name: 'storm',
          include: ['tests/storm.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
