import { defineConfig, devices } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './support/ports.js';

const executablePath = process.env.CHROMIUM_PATH || undefined;
const reportFile = process.env.TEST_REPORT_DIR ? `${process.env.TEST_REPORT_DIR}/playwright.json` : undefined;

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // The operator switches (maintenance, region) change what every page shows: one worker keeps
  // journeys from seeing each other's switches.
  workers: 1,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
