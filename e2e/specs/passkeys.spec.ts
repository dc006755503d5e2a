import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectLoggedIn, expectLoggedOut, registerFreshPlayer, signOut } from '../support/account.js';
import { admin, grantBonus } from '../support/admin.js';
import { cents } from '../support/money.js';
import { E2E_GATEWAY_PORT } from '../support/ports.js';

/**
 * Passkeys in Chromium with a CDP virtual authenticator (ctap2, internal, resident keys, user
 * verification): a player adds one in the security centre, signs in with it (no password, no
 * captcha), confirms a bank card and a withdrawal with it, is refused when the authenticator's
 * counter goes backwards (a clone), and removes it with the login password. One page for the whole
 * journey: the virtual authenticator belongs to it.
 */
const PASSWORD = 'Lotus2026';
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId = '';
let player = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // An IP address is no valid relying party ID: the journey runs on localhost (one of the stack's
  // PUBLIC_ORIGINS), whose host name is.
  context = await browser.newContext({ baseURL: `http://localhost:${E2E_GATEWAY_PORT}` });
  // A browser that offers no passkey in the username field's suggestions, while this tab says so
  // (signInWithButton): the virtual authenticator would otherwise answer that background request
  // the moment the login form opens, before the button is pressed.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('e2e.noPasskeyAutofill') && 'PublicKeyCredential' in window) {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    }
  });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const added = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  authenticatorId = added.authenticatorId;
  player = await registerFreshPlayer(page, 'pk', PASSWORD);
});

test.afterAll(async () => context?.close());

async function memberCentre(): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  return centre;
}

async function credentials() {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

test('adds a passkey in the security centre, named by the player', async () => {
  const centre = await memberCentre();
  const section = centre.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have not added a passkey yet.')).toBeVisible();
  await section.getByLabel('Passkey name', { exact: true }).fill('E2E laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText(/^Passkey added\./)).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'E2E laptop' })).toContainText('Not used yet');
  expect(await credentials()).toHaveLength(1);
});

/** The login dialog with its passkey button pressed (the autofill request held back until then). */
async function signInWithButton(): Promise<Locator> {
  await page.evaluate(() => sessionStorage.setItem('e2e.noPasskeyAutofill', '1'));
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.evaluate(() => sessionStorage.removeItem('e2e.noPasskeyAutofill'));
  return dialog;
}

test('signs in from the username field (conditional UI): no password, no captcha', async () => {
  await page.goto('/');
  await signOut(page);
  // The browser offers the passkey as the field's suggestion; the authenticator picks it.
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
});

test('signs in with the passkey button of the login form', async () => {
  await page.goto('/');
  await signOut(page);
  const dialog = await signInWithButton();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  const centre = await memberCentre();
  await expect(
    centre.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'E2E laptop' }),
  ).toContainText('Last used');
});

test('confirms a new bank card and a withdrawal with the passkey, not the payment password', async ({
  request,
}) => {
  await page.goto('/');
  await grantBonus(request, player, '100', 'Passkey journey funds');
  const turnover = (await (
    await admin(request, 'POST', `/admin/members/${player}/turnover`, { amount: '0.01' })
  ).json()) as { value: { turnoverRequired: string; turnoverDone: string } };
  const missing = cents(turnover.value.turnoverRequired) - cents(turnover.value.turnoverDone);
  if (missing > 0) {
    await admin(request, 'POST', `/admin/members/${player}/turnover`, { amount: (missing / 100).toFixed(2) });
  }
  const centre = await memberCentre();
  const paymentPassword = centre.getByRole('region', { name: 'Payment password' });
  await paymentPassword.getByLabel('New payment password', { exact: true }).fill('246810');
  await paymentPassword.getByLabel('Confirm new payment password', { exact: true }).fill('246810');
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await expect(paymentPassword.getByText('Payment password saved.')).toBeVisible();

  const cards = centre.getByRole('region', { name: 'Bank cards' });
  await cards.getByRole('button', { name: 'Add a bank card' }).click();
  const bind = cards.getByRole('form', { name: 'Add a bank card' });
  await expect(bind.getByLabel('Bank', { exact: true }).locator('option')).not.toHaveCount(1);
  await bind.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await bind.getByLabel('Account number', { exact: true }).fill('1234567890');
  await bind.getByLabel('Account holder name', { exact: true }).fill('E2E Passkey Player');
  // The member has a passkey: the card is confirmed with it, no payment password is asked.
  await expect(bind.getByLabel('Payment password', { exact: true })).toHaveCount(0);
  await bind.getByRole('button', { name: 'Add card' }).click();
  await expect(cards.getByText('Bank card added.')).toBeVisible();

  const tab = centre.getByRole('tab', { name: 'Withdraw', exact: true });
  await tab.click();
  const form = centre.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(form.getByLabel('Payment password', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Continue' }).click();
  const review = centre.getByRole('region', { name: 'Confirm the withdrawal' });
  await review.getByRole('button', { name: 'Confirm with passkey' }).click();
  await expect(centre.getByText('Withdrawal requested. The amount is held until it is paid.')).toBeVisible();
});

test('refuses a sign-in whose signature counter went backwards (a cloned authenticator)', async () => {
  const [credential] = await credentials();
  expect(credential!.signCount).toBeGreaterThan(1);
  // The "clone": the same key, its counter behind the one the platform has seen.
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential!.credentialId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...credential!, signCount: 1 } });
  await page.goto('/');
  await signOut(page);
  const dialog = await signInWithButton();
  await expect(
    dialog.getByText(
      'This passkey was blocked because it looks like a copy. Remove it in the security centre and add it again.',
    ),
  ).toBeVisible();
  await expectLoggedOut(page);
});

test('removes the passkey with the login password; the security centre warns of the copy first', async () => {
  // The (cloned) passkey would answer the login form's suggestion by itself: held back.
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(player);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const centre = await memberCentre();
  const section = centre.getByRole('region', { name: 'Passkeys' });
  const item = section.getByRole('listitem').filter({ hasText: 'E2E laptop' });
  await expect(item.getByText(/A sign-in with a copy of this passkey was blocked/)).toBeVisible();
  await item.getByRole('button', { name: 'Remove', exact: true }).click();
  await item.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await item.getByRole('button', { name: 'Remove with password' }).click();
  await expect(section.getByText('You have not added a passkey yet.')).toBeVisible();
});
