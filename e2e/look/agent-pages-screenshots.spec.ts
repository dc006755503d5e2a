import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';

/**
 * Every page of the agent centre the brand offers the demo agent (its menu's entries: the team, its
 * reports, the income and the contract pages), AR, TH and VI (SHOTS_LANGS), both themes, 390 and
 * 1440. Each page is opened by its address (`?agentCentre=<page>`).
 */
test('look: the agent centre, page by page', async ({ browser, page, context, request }) => {
  test.setTimeout(1_800_000);
  await logIn(page, context, request, 'demoagent');
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(browser, { baseURL, cookies, languages: ['AR', 'TH', 'VI'] }, async ({ page: p, shot }) => {
    await p.goto('/index?agentCentre=teamOverview');
    const centre = p.getByRole('dialog').first();
    await expect(centre).toBeVisible();
    // The menu is a select on a phone and a list of tabs (ids ending `-tab-<page>`) on a desktop.
    await expect(centre.locator('select option, [role="tab"]').first()).toBeAttached();
    const pages = await centre
      .locator('select option, [role="tab"]')
      .evaluateAll((entries) =>
        entries.map((e) => (e instanceof HTMLOptionElement ? e.value : e.id.replace(/^.*-tab-/, ''))),
      );
    expect(pages.length).toBeGreaterThan(5);
    for (const name of pages) {
      await p.goto(`/index?agentCentre=${name}`);
      await expect(p.getByRole('dialog').first()).toBeVisible();
      await p.waitForTimeout(800);
      await shot(`agent-${name}`);
    }
  });
});
