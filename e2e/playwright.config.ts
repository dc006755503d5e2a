import { defineConfig, devices } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './support/ports.js';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** Journeys that change what every visitor of 127.0.0.1 sees while they run. */
const SWITCHING = [/status\.spec\.ts$/, /sign-in-limits\.spec\.ts$/];

const executablePath = process.env.CHROMIUM_PATH || undefined;
const reportFile = process.env.TEST_REPORT_DIR ? `${process.env.TEST_REPORT_DIR}/playwright.json` : undefined;

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // Two workers run the journeys' files side by side (a file's tests in order). The journeys that
  // flip what every visitor sees (maintenance, the region block, the sign-in limits of 127.0.0.1) are
  // the `operator-switches` project, which runs alone once the others are done.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: reportFile ? [['list'], ['json', { outputFile: reportFile }]] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SWITCHING, use: desktop },
    { name: 'operator-switches', testMatch: SWITCHING, dependencies: ['desktop'], use: desktop },
  ],
});
