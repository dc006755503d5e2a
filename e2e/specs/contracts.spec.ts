import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';

/**
 * Agent contracts in two browsers through a whole period: demoagent drafts a
 * daily-wages contract for its sub-agent, sees what it would have paid, and offers it; demosubagent
 * sees the offer arrive live (a badge on the page it is not on), accepts; a player of its team bets
 * on the demo slot; the operator closes the period through the admin API (the test clock: the
 * contract starts with today's period and the settlement runs as of tomorrow's midnight); both
 * agents see the credit arrive live and in their settlement history. Then axe, and the page in
 * Vietnamese and Chinese.
 */
const UPLINE = 'demoagent';
const DOWNLINE = 'demosubagent';
const PLAYER = 'subhoa'; // a seeded player under demosubagent

test.describe.configure({ mode: 'serial' });

const centreOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Agent centre' });

async function agentPage(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, context, page.request, username);
  return { context, page };
}

test('two agents agree a daily-wages contract live and both see its settlement arrive', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(360_000); // three browsers, a whole period, axe and two languages
  const baseURL = testInfo.project.use.baseURL;
  const up = await agentPage(browser, baseURL, UPLINE);
  const down = await agentPage(browser, baseURL, DOWNLINE);

  // The downline waits on another page of its centre.
  await down.page.goto('/index?agentCentre=teamOverview');
  const downCentre = centreOf(down.page);
  await expect(downCentre.getByRole('tab', { name: 'Team overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The upline drafts the offer: a proportion above its own is refused beside the field, nothing sent.
  await up.page.goto('/index?agentCentre=dailyWages');
  const upCentre = centreOf(up.page);
  await expect(upCentre.getByRole('button', { name: "Sub-agents' contracts" })).toBeVisible({
    timeout: 30_000,
  });
  await upCentre.getByRole('button', { name: "Sub-agents' contracts" }).click();
  await upCentre.getByRole('button', { name: `Offer a contract to ${DOWNLINE}` }).click();
  const form = upCentre.getByRole('form', { name: `Contract offer to ${DOWNLINE}` });
  await form.getByLabel('Active members, at least').fill('1');
  await form.getByLabel('Valid bets, at least').fill('1');
  await form.getByLabel('Proportion (%)').fill('5');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByText('Higher than your own proportion.')).toBeVisible();
  await expect(form.getByLabel('Proportion (%)')).toBeFocused();
  await form.getByLabel('Proportion (%)').fill('0.5');
  await form.getByRole('button', { name: 'Simulate the last 30 days' }).click();
  await expect(form.getByRole('heading', { name: 'What these tiers would have paid' })).toBeVisible();
  await expect(form.getByText(/over the last 30 days: \d+ of \d+ periods would have paid/)).toBeVisible();
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(upCentre.getByText(`Your offer was sent to ${DOWNLINE}.`, { exact: false })).toBeVisible();

  // It arrives live: a badge on the downline's Daily wages tab, kept until the offer is answered,
  // then the offer on the page.
  const wagesTab = downCentre.getByRole('tab', { name: /Daily wages/ });
  await expect(wagesTab).toContainText('1', { timeout: 15_000 });
  await wagesTab.click();
  const offer = downCentre.getByRole('region', { name: `${UPLINE} offers you a new contract` });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Accept' }).click();
  const confirm = downCentre.getByRole('alertdialog', { name: 'Accept this offer?' });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(downCentre.getByText('You accepted the offer.')).toBeVisible();
  await expect(wagesTab.locator('.centre__badge')).toHaveCount(0);
  await expect(upCentre.getByText(`New: ${DOWNLINE} accepted the offer.`)).toBeVisible({ timeout: 15_000 });

  // The test clock: the contract starts with today's period.
  const started = (await (
    await admin(request, 'POST', '/admin/agent-contracts/start-now', {
      downline: DOWNLINE,
      kind: 'dailyWages',
    })
  ).json()) as { value: { contractId: number; startsAt: string } };

  // A player of the downline's team bets 3 x 20.00 on the demo slot.
  await grantBonus(request, PLAYER, '100.00', 'E2E contract play');
  const player = await agentPage(browser, baseURL, PLAYER);
  await player.page.goto('/rng?page=DEMO');
  await player.page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const slot = player.page.frameLocator('iframe[title="Game"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await slot.getByLabel('Bet').selectOption('20.00');
  for (let i = 0; i < 3; i++) {
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spin.click();
    await expect(slot.locator('#round')).toBeVisible({ timeout: 20_000 });
  }
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await player.context.close();

  // The operator closes the period: settled as of the next midnight, daily wages only.
  const asOf = new Date(Date.parse(started.value.startsAt) + 24 * 3_600_000 + 1_000).toISOString();
  // One run settles a batch of due periods; the seeded contracts' history may fill the first ones.
  let credit: { contractId: number; amount: string } | undefined;
  for (let run = 0; run < 20 && !credit; run++) {
    const settled = (await (
      await admin(request, 'POST', '/admin/contracts/settle', { asOf, kind: 'dailyWages' })
    ).json()) as { value: { settled: Array<{ contractId: number; amount: string }> } };
    if (settled.value.settled.length === 0) break;
    credit = settled.value.settled.find((s) => s.contractId === started.value.contractId);
  }
  expect(Number(credit?.amount)).toBeGreaterThan(0);
  const amount = `$${credit?.amount}`; // a decimal string with the currency's 2 decimals

  // Both see it arrive live, then in their settlement history.
  const news = `New: a period was settled for ${DOWNLINE}: ${amount}.`;
  await expect(downCentre.getByText(news)).toBeVisible({ timeout: 15_000 });
  await expect(upCentre.getByText(news)).toBeVisible({ timeout: 15_000 });
  // Newest first (a retried journey finds its first attempt's row below it).
  await downCentre.getByRole('button', { name: 'Settlements' }).click();
  await expect(
    downCentre.getByRole('table').getByRole('row').filter({ hasText: UPLINE }).first(),
  ).toContainText(amount);
  await upCentre.getByRole('button', { name: 'Settlements' }).click();
  await upCentre.getByRole('button', { name: 'Paid to sub-agents' }).click();
  await expect(
    upCentre.getByRole('table').getByRole('row').filter({ hasText: DOWNLINE }).first(),
  ).toContainText(amount);

  // Axe on the downline's contract page.
  await downCentre.getByRole('button', { name: 'My contract' }).click();
  await expect(downCentre.getByRole('heading', { name: 'This period so far' })).toBeVisible();
  const results = await new AxeBuilder({ page: down.page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The same page in Vietnamese and Chinese.
  for (const [language, centre, tab, section] of [
    ['VI', 'Trung tâm đại lý', 'Lương ngày', 'Kết toán'],
    ['CN', '代理中心', '日工资', '结算记录'],
  ] as const) {
    // The member's language is kept in its profile (restored at every page load): set it there.
    const origin = new URL(up.page.url()).origin;
    const saved = await up.page.request.post(`${origin}/trpc/profile.setLanguage`, {
      data: { language },
      headers: { origin },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await up.page.evaluate((code) => window.localStorage.setItem('portal.language', code), language);
    await up.page.goto('/index?agentCentre=dailyWages');
    const dialog = up.page.getByRole('dialog', { name: centre });
    // The centre's strings of a language load with it (a chunk each): room on a loaded machine.
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', {
      timeout: 30_000,
    });
    await expect(dialog.getByRole('button', { name: section })).toBeVisible({ timeout: 30_000 });
  }
  // Back to English in the profile: other journeys sign this demo agent in and read English.
  const origin = new URL(up.page.url()).origin;
  const reset = await up.page.request.post(`${origin}/trpc/profile.setLanguage`, {
    data: { language: 'EN' },
    headers: { origin },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  await up.context.close();
  await down.context.close();
});
