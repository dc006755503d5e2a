import AxeBuilder from '@axe-core/playwright';
import { deflateSync } from 'node:zlib';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { registerPlayerForRun, signIn } from '../support/account.js';
import { admin } from '../support/admin.js';
import { sandboxDeposit } from '../support/deposit.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * Promotions as a new player meets them, in order, on a player of the run's own: it joins
 * the welcome bonus and the raffle, deposits, claims the bonus and finds it and the raised turnover
 * in its wallet; applies to "Share Your Big Win" with a screenshot and sees the operator's approval
 * arrive without a reload; draws the raffle; plays the demo slot and claims the manual rebate. Then
 * the pages pass axe in both themes.
 */
const PASSWORD = 'Lotus2026';
const DEPOSIT = '100.00';
/** The welcome bonus: 100% of the deposit (cap 500), wagered 5 times. */
const WELCOME = 'Welcome Bonus 100% up to 500';
const WELCOME_BONUS = cents(DEPOSIT);
const WELCOME_TURNOVER = WELCOME_BONUS * 5;
const SHARE = 'Share Your Big Win';
const RAFFLE = 'Lucky Lotus Raffle';
const APPROVED = '8.88';
let player = '';
/** The list computes each promotion's state for the member: slower than most reads on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  // Registration solves a proof of work in the browser: slow on a busy machine.
  testInfo.setTimeout(120_000);
  player = await registerPlayerForRun(browser, testInfo, 'promo', PASSWORD);
});

function memberCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member centre' });
}

/** The member centre on `tab`, from the account menu. */
async function openCentre(page: Page, tab: string): Promise<Locator> {
  const centre = memberCentre(page);
  if (!(await centre.isVisible())) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  }
  // A tab's name may end with its badge (the reward centre's waiting count).
  const link = centre.getByRole('tab', { name: new RegExp(`^${tab}`) });
  await link.click();
  await expect(link).toHaveAttribute('aria-selected', 'true');
  return centre;
}

async function closeCentre(page: Page) {
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** The detail page of a promotion, reached from its card on /promotions. */
async function openDetail(page: Page, title: string): Promise<Locator> {
  await page.goto('/promotions');
  await card(page, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  const detail = page.getByRole('article', { name: title });
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return detail;
}

/** The required turnover the withdraw page shows, in cents ("$done of $required"). */
async function turnoverRequired(page: Page): Promise<number> {
  const centre = await openCentre(page, 'Withdraw');
  const bar = centre.getByRole('progressbar', { name: 'Turnover requirement' });
  await expect(bar).toHaveAttribute('aria-valuetext', / of /);
  const text = (await bar.getAttribute('aria-valuetext'))!;
  return cents(text.split(' of ')[1]!);
}

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND), as a screenshot would be. */
function pngFixture(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  // Two rows: a filter byte, then two RGB pixels each.
  const pixels = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the welcome bonus: join, deposit, claim; the bonus and the raised turnover show in the wallet', async ({
  page,
  context,
  request,
}) => {
  // A sandbox deposit (the provider's page and its callback) on a busy machine takes a while.
  test.setTimeout(180_000);
  await signIn(page, context, request, player, PASSWORD);

  // A new member sees the welcome bonus open to it, and joins it and the raffle before depositing.
  await page.goto('/promotions');
  const welcome = card(page, WELCOME);
  await expect(welcome.getByText('Open', { exact: true })).toBeVisible();
  await welcome.getByRole('button', { name: 'Join' }).click();
  await expect(welcome.getByText('Joined', { exact: true })).toBeVisible();
  const raffle = card(page, RAFFLE);
  await raffle.getByRole('button', { name: 'Join' }).click();
  await expect(raffle.getByText('Joined', { exact: true })).toBeVisible();

  await sandboxDeposit(page, DEPOSIT);
  const required = await turnoverRequired(page);
  await closeCentre(page);

  // The deposit earned the bonus: the detail page offers the claim.
  const detail = await openDetail(page, WELCOME);
  await expect(detail.getByText('Ready to claim', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByText(`Reward: ${dollars(WELCOME_BONUS)}`)).toBeVisible();
  const before = await readHeaderBalance(page);
  await detail.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(detail.getByText('Claimed', { exact: true }).first()).toBeVisible();
  await expect(headerBalance(page)).toHaveText(dollars(before + WELCOME_BONUS), { timeout: 30_000 });

  // The wallet: the turnover requirement rose by five times the bonus, and bonus details lists it
  // with the promotion it came from.
  expect(await turnoverRequired(page)).toBe(required + WELCOME_TURNOVER);
  const centre = await openCentre(page, 'Bonus details');
  const row = centre
    .getByRole('table', { name: 'Bonus details' })
    .getByRole('row')
    .filter({ hasText: dollars(WELCOME_BONUS) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: WELCOME })).toHaveAttribute('href', /\/promoDetail\?id=\d+$/);
});

test('an application with a screenshot: the operator approves it and the page shows it at once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  const detail = await openDetail(page, SHARE);
  await expect(detail.getByText('Open', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Comment', { exact: true }).fill('My 120x win on Lucky Lanterns!');
  await form.getByLabel('Images (optional)').setInputFiles({
    name: 'big-win.png',
    mimeType: 'image/png',
    buffer: pngFixture(),
  });
  await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(detail.getByText('Under review', { exact: true })).toBeVisible();
  await expect(detail.getByText('Your application is under review')).toBeVisible();

  // The operator's review queue holds it, with its image; approval is pushed to the open page.
  const pending = (await (
    await admin(request, 'GET', '/admin/promotion-applications?status=pending')
  ).json()) as {
    value: { id: number; account: string; images: number }[];
  };
  const application = pending.value.find((a) => a.account === player);
  expect(application?.images).toBe(1);
  await admin(request, 'POST', `/admin/promotion-applications/${application!.id}`, {
    decision: 'approve',
    amount: APPROVED,
    turnoverMultiplier: 1,
  });
  await expect(detail.getByText('Issued', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The reward waits in the reward centre; claiming it pays it.
  await detail.getByRole('button', { name: 'In reward centre' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('tab', { name: /^Reward centre/ })).toHaveAttribute('aria-selected', 'true');
  const before = await readHeaderBalance(page);
  await centre.getByRole('button', { name: new RegExp(`^Claim\\W+${SHARE}$`) }).click();
  await expect(centre.getByRole('status')).toHaveText(`1 reward claimed: ${dollars(cents(APPROVED))}`);
  await expect(headerBalance(page)).toHaveText(dollars(before + cents(APPROVED)), { timeout: 30_000 });
});

test('the raffle: the deposit earned one draw; the prize waits in the reward centre', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, context, request, player, PASSWORD);
  const detail = await openDetail(page, RAFFLE);
  await expect(detail.getByText('You have 1 draw left')).toBeVisible();
  await detail.getByRole('button', { name: 'Draw', exact: true }).click();
  const result = detail.getByRole('status');
  await expect(result).toHaveText(/^You won (.+) \(\$[\d,.]+\)! It is waiting in your reward centre\.$/);
  const [, prize, amount] = /^You won (.+) \((\$[\d,.]+)\)/.exec((await result.textContent())!)!;
  await expect(detail.getByText('You have 0 draws left')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();

  const centre = await openCentre(page, 'Reward centre');
  const row = centre.getByRole('row').filter({ hasText: prize! });
  await expect(row).toContainText('Raffle');
  await expect(row).toContainText(amount!);
});

test('the manual rebate: a spin of the demo slot accrues it, and claiming pays it once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // The operator pays 5% on slots at rank 0 (the seeded 0.5% of the smallest stake is below the
  // minimum claim of 1.00), keeping the seeded rates of every other rank and category.
  const categories = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS', 'OTHER'];
  const rankRates = ['0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9', '1', '1.1', '1.2', '1.5'];
  await admin(request, 'PUT', '/admin/rebate-rates', {
    minClaim: '1.00',
    rates: rankRates.flatMap((rate, rankLevel) =>
      categories.map((category) => ({
        rankLevel,
        category,
        vendor: null,
        rate:
          rankLevel === 0 && category === 'RNG'
            ? '5'
            : category === 'RNG' || category === 'FISH'
              ? (Number(rate) + 0.2).toFixed(1)
              : rate,
      })),
    ),
  });

  await signIn(page, context, request, player, PASSWORD);
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const slot = page.frameLocator('iframe[title="Game"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await slot.getByLabel('Bet').selectOption('20.00');
  await spin.click();
  await expect(slot.locator('#round')).toBeVisible({ timeout: 20_000 });

  await page.goto('/promotions');
  const centre = await openCentre(page, 'Rebate');
  const accrued = centre.getByRole('table').first();
  await expect(accrued.getByRole('row').filter({ hasText: 'Slots' })).toContainText('$1.00');
  const before = await readHeaderBalance(page);
  await centre.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(centre.getByRole('status')).toHaveText('$1.00 added to your balance');
  await expect(headerBalance(page)).toHaveText(dollars(before + 100), { timeout: 30_000 });
  await expect(centre.getByText('No claims in the last 30 days')).toHaveCount(0);
  await expect(centre.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
});

test('the promotion pages, the reward centre and the rebate pass axe in both themes', async ({
  browser,
}, testInfo) => {
  // Eight axe passes over full pages: minutes on a busy machine.
  test.setTimeout(300_000);
  const axe = async (page: Page, where: string, theme: string, scope?: string) => {
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    const results = await (scope ? builder.include(scope) : builder).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${theme} ${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addInitScript((t) => window.localStorage.setItem('portal.theme', t), theme);
    const page = await context.newPage();
    await signIn(page, context, page.request, player, PASSWORD);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await page.goto('/promotions');
    await expect(card(page, WELCOME).getByText('Claimed', { exact: true }).first()).toBeVisible();
    await axe(page, '/promotions', theme);

    const detail = await openDetail(page, RAFFLE);
    await expect(detail.getByRole('table')).toBeVisible();
    await axe(page, '/promoDetail', theme);

    const rewards = await openCentre(page, 'Reward centre');
    await expect(rewards.getByRole('button', { name: 'Claim all' })).toBeVisible();
    await axe(page, 'rewardCenter', theme, '[role="dialog"]');

    const rebate = await openCentre(page, 'Rebate');
    await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toBeVisible();
    await axe(page, 'manualRebate', theme, '[role="dialog"]');
    await context.close();
  }
});

test('every promotion card shows its state in one place, whatever its title, on a phone and a desktop', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/promotions');
    const cards = page.locator('article.promo-card');
    await expect(cards.first().locator('.promo-badge')).toBeVisible();
    const places = await cards.evaluateAll((all) =>
      all.map((el) => {
        const head = el.querySelector('.promo-card__head')!.getBoundingClientRect();
        const title = el.querySelector('.promo-card__title')!.getBoundingClientRect();
        const pill = el.querySelector('.promo-badge')?.getBoundingClientRect();
        // At the top right of the head, beside the title's first line.
        return pill
          ? Math.abs(pill.right - head.right) < 1 &&
              Math.abs(pill.top - title.top) < 4 &&
              pill.left > title.left
          : true;
      }),
    );
    expect(places.length).toBeGreaterThan(1);
    expect(places, `pill placement at ${width} px`).not.toContain(false);
  }
});
