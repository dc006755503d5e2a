import { defineConfig } from '@playwright/test';
import base from '../playwright.config.js';

/**
 * Screenshots to look at, never a test run by CI: the seven pages the translations are judged on, in Arabic, Thai and
 * English, light and dark, at 390 and 1440 px, and the home page in every script without system
 * fonts. Run after `pnpm build`, with a fontconfig that has no Noto or CJK fonts:
 *   FONTCONFIG_FILE=/path/to/fonts.conf SHOTS_DIR=/tmp/shots CHROMIUM_PATH=/usr/bin/chromium \
 *     pnpm --filter @portal/e2e exec playwright test -c look/playwright.config.ts
 * (a fonts.conf naming only /usr/share/fonts/truetype/dejavu and .../liberation).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  globalSetup: '../support/global-setup.ts',
  projects: [{ name: 'look', use: base.projects?.[0]?.use ?? {} }],
});
