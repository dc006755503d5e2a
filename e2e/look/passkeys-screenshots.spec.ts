import { expect, test } from '@playwright/test';
import { registerFreshPlayer } from '../support/account.js';
import { eachLook, settle, SHOTS_DIR } from '../support/look.js';
import { E2E_GATEWAY_PORT } from '../support/ports.js';
import { tr } from '../support/strings.js';

/**
 * The security centre's passkeys with one passkey added (a virtual authenticator), and the removal
 * step open, in EN, VI and AR (SHOTS_LANGS), both themes, at 390 and 1440 px.
 */
test('look: passkeys in the security centre', async ({ browser }) => {
  test.setTimeout(600_000);
  // A passkey's relying party is a host name, not an IP address.
  const baseURL = `http://localhost:${E2E_GATEWAY_PORT}`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await registerFreshPlayer(page, 'pklook', 'secret123');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Member centre', exact: true }).click();
  const section = page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name', { exact: true }).fill('Pixel 9 · Chrome');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  const cookies = (await context.storageState()).cookies;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page: p, code, lng, theme, width }) => {
      await expect(p.locator('html')).toHaveAttribute('lang', lng);
      await p.getByRole('button', { name: tr(lng, 'accounts:accountMenu') }).click();
      await p.getByRole('menuitem', { name: tr(lng, 'accounts:menu.memberCentre'), exact: true }).click();
      const own = p.getByRole('region', { name: tr(lng, 'account-forms:passkeys.title') });
      await own.scrollIntoViewIfNeeded();
      await settle(p);
      await own.screenshot({ path: `${SHOTS_DIR}/passkeys-${code}-${theme}-${width}.png` });
      await own.getByRole('button', { name: tr(lng, 'account-forms:passkeys.remove') }).click();
      await settle(p);
      await own.screenshot({ path: `${SHOTS_DIR}/passkeys-remove-${code}-${theme}-${width}.png` });
    },
  );
  await context.close();
});
