import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';

/**
 * Every page of the agent centre as the demo agent sees it: the team, its reports, the income and
 * the contract pages, AR, TH and VI (SHOTS_LANGS), both themes, 390 and 1440.
 */
const PAGES = [
  'announcement',
  'teamOverview',
  'openAccount',
  'teamManagement',
  'teamBetting',
  'downlineProfitLoss',
  'myIncome',
  'downlineAccountChanges',
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;

test('look: the agent centre, page by page', async ({ browser, page, context, request }) => {
  test.setTimeout(1_800_000);
  await logIn(page, context, request, 'demoagent');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, cookies, languages: ['AR', 'TH', 'VI'] }, async ({ page: p, shot }) => {
    for (const name of PAGES) {
      await p.goto(`/index?agentCentre=${name}`);
      await expect(p.getByRole('dialog').first()).toBeVisible();
      await p.waitForTimeout(800);
      await shot(`agent-${name}`);
    }
  });
});
