import { defineConfig, devices } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './support/ports.js';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** A phone held upright (390 px, touch), for the journeys written for both sizes. */
const mobile = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } };
const MOBILE_JOURNEYS = /(fishing|sportsbook|esports)\.spec\.ts$/;
/**
 * Journeys that change what every visitor of 127.0.0.1 sees while they run: maintenance and the
 * region block (status.spec), the sign-in limits of the IP and Firebase phone sign-in's switch
 * (firebase-phone.spec). Each is a project of its own that
 * runs after the one before it, so no two of them (and no other journey) ever run side by side:
 * with both files in one project, the two workers ran them at once, and the maintenance journey's
 * switch replaced the sign-in journey's page mid-test (its typed fields were lost).
 */
const STATUS = /status\.spec\.ts$/;
const SIGN_IN_LIMITS = /sign-in-limits\.spec\.ts$/;
/** Firebase phone sign-in (ADR 0023): its switch changes every visitor's login and register dialogs. */
const FIREBASE_PHONE = /firebase-phone\.spec\.ts$/;

const executablePath = process.env.CHROMIUM_PATH || undefined;
const reportFile = process.env.TEST_REPORT_DIR ? `${process.env.TEST_REPORT_DIR}/playwright.json` : undefined;

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // Two workers run the journeys' files side by side (a file's tests in order). The journeys that
  // flip what every visitor sees (maintenance, the region block, the sign-in limits of 127.0.0.1) are
  // the `operator-switches` and `sign-in-limits` projects, which run alone, one after the other,
  // once the others are done.
  workers: 2,
  fullyParallel: false,
  // A `.only` left in a journey would make CI run that one test and pass: refused there (test:all
  // also passes --forbid-only, so a local full run refuses it too).
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: reportFile ? [['list'], ['json', { outputFile: reportFile }]] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
    // The pages honour reduced motion (the banner carousel, marquee, jackpot and winner board stand
    // still): Chromium then composites no frame while nothing changes, where the animations kept
    // both browsers painting (software compositing, --disable-gpu) through every journey. The
    // content journeys of those parts ask for motion again (content.spec, home.spec).
    reducedMotion: 'reduce',
    // A trace records every action's DOM snapshot and screencast frames while the test runs, even
    // when it is then thrown away: on two cores beside the Node tests that is CPU the journeys
    // need. CI retries a failed journey once, and that retry records one.
    trace: 'on-first-retry',
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
    { name: 'desktop', testIgnore: [STATUS, SIGN_IN_LIMITS, FIREBASE_PHONE], use: desktop },
    { name: 'mobile', testMatch: MOBILE_JOURNEYS, use: mobile },
    { name: 'operator-switches', testMatch: STATUS, dependencies: ['desktop', 'mobile'], use: desktop },
    { name: 'sign-in-limits', testMatch: SIGN_IN_LIMITS, dependencies: ['operator-switches'], use: desktop },
    { name: 'firebase-phone', testMatch: FIREBASE_PHONE, dependencies: ['sign-in-limits'], use: desktop },
  ],
});
