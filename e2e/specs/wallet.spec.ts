import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, registerPlayerForRun } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { cents, dollars, headerBalance, readHeaderBalance } from '../support/money.js';

/**
 * The wallet journeys of one player, in order: the account record at the end lists every movement
 * the others made. The player is registered for this run (a retry of the group registers another),
 * so no other journey touches its money and the first payment password and bank card are its own.
 */
const PASSWORD = 'Lotus2026';
let player = '';
const DEPOSIT = '123.45';
const BONUS = '200';
const WITHDRAW = '50';
const RECEIVED = '30';
const TRANSFER = '25';
const VENDOR = 'PG Soft';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  player = await registerPlayerForRun(browser, testInfo, 'wallet', PASSWORD);
});

function memberCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openFromAccountMenu(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const centre = memberCentre(page);
  await expect(centre).toBeVisible();
  return centre;
}

async function openPage(centre: Locator, name: string) {
  const tab = centre.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

function walletCard(centre: Locator, name: string): Locator {
  return centre
    .getByRole('list', { name: 'Wallets' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}\\$`) });
}

async function walletBalance(centre: Locator, name: string): Promise<number> {
  const card = walletCard(centre, name);
  await expect(card).toBeVisible();
  return cents((await card.textContent())!.slice(name.length));
}

test('deposit through the sandbox provider: the order succeeds and the header balance rises live', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('tab', { name: 'Deposit', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await centre.getByRole('radio', { name: /Sandbox Pay/ }).check();
  await centre.getByRole('textbox', { name: 'Amount' }).fill(DEPOSIT);
  await centre.getByRole('button', { name: 'Continue' }).click();
  const review = centre.getByRole('region', { name: 'Confirm the deposit' });
  await expect(review).toContainText('Sandbox Pay');
  await expect(review).toContainText(dollars(cents(DEPOSIT)));
  await review.getByRole('button', { name: 'Confirm deposit' }).click();

  // The provider's pay page, served through the portal.
  await page.waitForURL(/\/sandbox-pay\/pay\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
  await expect(page.getByText(`${DEPOSIT} USD`)).toBeVisible();
  const back = page.waitForRequest((req) => /\/index\?depositOrder=[^&]+/.test(req.url()));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const orderId = new URL((await back).url()).searchParams.get('depositOrder')!;
  expect(orderId).toBeTruthy();

  // Back on the portal: the member centre opens on the order, which the callback makes successful.
  const status = memberCentre(page).getByRole('region', { name: 'Deposit status' });
  await expect(status).toContainText(orderId);
  await expect(status.getByText('Successful', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(status.getByText('The deposit is credited to your main wallet.')).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);

  // Pushed over the WebSocket: no reload, no refresh button.
  await expect(headerBalance(page)).toHaveText(dollars(before + cents(DEPOSIT)), { timeout: 30_000 });
  const recent = memberCentre(page).getByRole('region', { name: 'Recent deposits' });
  await expect(
    recent
      .getByRole('row')
      .filter({ hasText: dollars(cents(DEPOSIT)) })
      .getByText('Successful'),
  ).toBeVisible();
});

test("the deposit owes turnover: the readiness panel says so first, and a demo slot spin lowers what is left live, in the panel and in the game's session bar", async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const centre = await openFromAccountMenu(page, 'Withdraw');
  // Nothing to fill in yet: everything that stands in the way comes first, each with its fix.
  const panel = centre.getByRole('region', { name: 'Ready to withdraw' });
  await expect(panel).toContainText(/Bet \$[\d,.]+ more first/);
  await expect(panel.getByRole('button', { name: 'Set password' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add card' })).toBeVisible();
  await expect(centre.getByRole('region', { name: 'Request a withdrawal' })).toHaveCount(0);
  const left = panel.getByText(/^Bet \$[\d,.]+ more first/);
  const before = cents(/\$[\d,.]+/.exec((await left.textContent())!)![0]);
  expect(before).toBeGreaterThan(0);

  // The player spins the demo slot in another tab; the withdraw page stays open in this one.
  const game = await context.newPage();
  await game.goto('/rng?page=DEMO');
  await game
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  // The session bar in the game's frame: the turnover left, then the round's result, pushed.
  const bar = game.getByRole('region', { name: 'This session' });
  const line = bar.getByRole('button', { expanded: false });
  await expect(line).toContainText(dollars(before), { timeout: 20_000 });
  const slot = game.frameLocator('iframe[title="Game"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const bet = cents(await slot.getByLabel('Bet').inputValue());
  await spin.click();
  await expect(slot.locator('#round')).toBeVisible({ timeout: 20_000 });
  await expect(line).toContainText(dollars(before - bet), { timeout: 30_000 });
  await line.click();
  await expect(bar.getByText('Reality check:')).toBeVisible();
  await game.close();

  // The settled round's stake counts at once; the open page re-reads on the platform's push.
  await expect(panel).toContainText(`Bet ${dollars(before - bet)} more first`, { timeout: 30_000 });
});

test('withdraw: payment password, first bank card, request, operator pays, player confirms partly received', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const before = await readHeaderBalance(page);

  // The operator funds the account without a turnover requirement: the header follows at once, over
  // the socket that was reopened with this login's session.
  await grantBonus(request, player, BONUS, 'Withdrawal journey funds');
  await expect(headerBalance(page)).toHaveText(dollars(before + cents(BONUS)), { timeout: 30_000 });
  // Earlier deposits raised the turnover requirement: record the bets that meet it.
  const turnover = (await (
    await admin(request, 'POST', `/admin/members/${player}/turnover`, { amount: '0.01' })
  ).json()) as { value: { turnoverRequired: string; turnoverDone: string } };
  const missing = cents(turnover.value.turnoverRequired) - cents(turnover.value.turnoverDone);
  if (missing > 0) {
    await admin(request, 'POST', `/admin/members/${player}/turnover`, { amount: (missing / 100).toFixed(2) });
  }

  const centre = await openFromAccountMenu(page, 'Member centre');
  await expect(centre.getByRole('tab', { name: 'My account', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const paymentPassword = centre.getByRole('region', { name: 'Payment password' });
  await paymentPassword.getByLabel('New payment password', { exact: true }).fill('246810');
  await paymentPassword.getByLabel('Confirm new payment password', { exact: true }).fill('246810');
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await expect(paymentPassword.getByText('Payment password saved.')).toBeVisible();

  const cards = centre.getByRole('region', { name: 'Bank cards' });
  await expect(cards.getByText('No bank card yet.')).toBeVisible();
  await cards.getByRole('button', { name: 'Add a bank card' }).click();
  const bind = cards.getByRole('form', { name: 'Add a bank card' });
  const bank = bind.getByLabel('Bank', { exact: true });
  await expect(bank.locator('option')).not.toHaveCount(1);
  await bank.selectOption({ index: 1 });
  await bind.getByLabel('Account number', { exact: true }).fill('9704001234567890');
  // The first card sets the payee name.
  await bind.getByLabel('Account holder name', { exact: true }).fill('E2E Wallet Player');
  await bind.getByLabel('Payment password', { exact: true }).fill('246810');
  await bind.getByRole('button', { name: 'Add card' }).click();
  await expect(cards.getByText('Bank card added.')).toBeVisible();
  await expect(cards.getByRole('list', { name: 'Bank cards' }).getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('list', { name: 'Bank cards' })).toContainText('7890');

  await openPage(centre, 'Withdraw');
  const form = centre.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(WITHDRAW);
  await expect(form.getByRole('combobox', { name: 'Bank card' })).toContainText('7890');
  await form.getByLabel('Payment password', { exact: true }).fill('246810');
  await form.getByRole('button', { name: 'Continue' }).click();
  const review = centre.getByRole('region', { name: 'Confirm the withdrawal' });
  await expect(review).toContainText(dollars(cents(WITHDRAW)));
  await expect(review).toContainText('E2E Wallet Player');
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(centre.getByText('Withdrawal requested. The amount is held until it is paid.')).toBeVisible();
  const orders = centre.getByRole('region', { name: 'Withdrawals' });
  const order = orders.getByRole('listitem').filter({ hasText: dollars(cents(WITHDRAW)) });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(dollars(before + cents(BONUS) - cents(WITHDRAW)));

  // The operator approves and pays it.
  const pending = (await (await admin(request, 'GET', '/admin/withdrawals?status=pending')).json()) as {
    value: { list: { orderId: string; account: string; amount: string }[] };
  };
  const mine = pending.value.list.filter((o) => o.account === player);
  expect(mine).toHaveLength(1);
  const orderId = mine[0]!.orderId;
  await admin(request, 'POST', `/admin/withdrawals/${orderId}/approve`);
  await admin(request, 'POST', `/admin/withdrawals/${orderId}/pay`);

  await page.reload();
  const again = await openFromAccountMenu(page, 'Withdraw');
  const paid = again
    .getByRole('region', { name: 'Withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: dollars(cents(WITHDRAW)) });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  const receipt = paid.getByRole('form', { name: `Confirm receipt of ${dollars(cents(WITHDRAW))}` });
  await receipt.getByRole('radio', { name: 'Partly received' }).check();
  await receipt.getByRole('textbox', { name: 'Amount received' }).fill(RECEIVED);
  const remaining = dollars(cents(WITHDRAW) - cents(RECEIVED));
  await expect(receipt.getByText(`Remaining: ${remaining}`)).toBeVisible();
  await receipt.getByRole('button', { name: 'Send answer' }).click();

  await expect(paid.getByText('Partly received', { exact: true })).toBeVisible();
  await expect(paid.getByText(`Received ${dollars(cents(RECEIVED))}, remaining ${remaining}`)).toBeVisible();
  await expect(receipt).toHaveCount(0);
});

test('transfer to a vendor wallet, then recover all back to the main wallet', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const centre = await openFromAccountMenu(page, 'Member centre');
  await openPage(centre, 'Wallet');
  const main = await walletBalance(centre, 'Main wallet');
  expect(main).toBeGreaterThanOrEqual(cents(TRANSFER));
  const vendorBefore = await walletBalance(centre, VENDOR);

  // The merchant wallet: the demo vendor's games bet from the main wallet, so they are no transfer target.
  const seamless = centre.getByRole('region', { name: 'Played from your main wallet' });
  await expect(seamless.getByRole('listitem').filter({ hasText: 'Portal Originals' })).toBeVisible();
  const form = centre.getByRole('region', { name: 'Transfer between wallets' });
  await expect(
    form.getByRole('combobox', { name: 'To' }).getByRole('option', { name: /Portal Originals/ }),
  ).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('1');
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: VENDOR });
  await form.getByRole('textbox', { name: 'Amount' }).fill(TRANSFER);
  await form.getByRole('button', { name: 'Continue' }).click();
  const review = centre.getByRole('region', { name: 'Confirm the transfer' });
  await expect(review).toContainText(VENDOR);
  await review.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(
    centre.getByText(`${dollars(cents(TRANSFER))} moved from Main wallet to ${VENDOR}.`),
  ).toBeVisible();
  await expect(walletCard(centre, VENDOR)).toContainText(dollars(vendorBefore + cents(TRANSFER)));
  await expect(walletCard(centre, 'Main wallet')).toContainText(dollars(main - cents(TRANSFER)));

  await centre.getByRole('button', { name: 'Recover all' }).click();
  const ask = centre.getByRole('group', { name: 'Recover all' });
  await expect(
    ask.getByText('Move the balance of every game wallet back to your main wallet?'),
  ).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, recover all' }).click();
  await expect(centre.getByText(/^(\d+) of \1 wallets moved back to the main wallet\.$/)).toBeVisible();
  await expect(walletCard(centre, VENDOR)).toContainText('$0.00');
  await expect(walletCard(centre, 'Main wallet')).toContainText(dollars(main + vendorBefore));
});

test('the account record of today lists every movement of the journeys above', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, context, request, player, PASSWORD);
  const centre = await openFromAccountMenu(page, 'Account record');
  await expect(centre.getByRole('tab', { name: 'Account record', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    centre.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Today' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const table = centre.getByRole('table', { name: 'Account record' });
  const rows = (type: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });

  await expect(rows('Deposit')).toHaveCount(1);
  await expect(rows('Deposit')).toContainText(`+${dollars(cents(DEPOSIT))}`);
  await expect(rows('Bonus')).toHaveCount(1);
  await expect(rows('Bonus')).toContainText(`+${dollars(cents(BONUS))}`);
  await expect(rows('Withdrawal')).toHaveCount(1);
  await expect(rows('Withdrawal')).toContainText(`\u2212${dollars(cents(WITHDRAW))}`);
  // Main -> vendor and the recovery: each shows out on the wallet losing and in on the one gaining.
  await expect(rows('Transfer out')).toHaveCount(2);
  await expect(rows('Transfer in')).toHaveCount(2);
  for (const type of ['Transfer out', 'Transfer in']) {
    for (const row of await rows(type).all()) await expect(row).toContainText(dollars(cents(TRANSFER)));
  }
});
