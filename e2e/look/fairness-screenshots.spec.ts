import { expect, test } from '@playwright/test';
import { logIn } from '../support/account.js';
import { eachLook } from '../support/look.js';
import { tr } from '../support/strings.js';

/** The provably-fair panel beside the demo slot and the verifier of a played round: EN, VI, AR, both themes, 390 and 1440. */
test('look: provably fair panel and verifier', async ({ browser, page, context, request }) => {
  test.setTimeout(900_000);
  await logIn(page, context, request, 'demoagent');
  await page.goto('/rng?page=DEMO');
  await page
    .getByRole('tabpanel', { name: 'Portal Originals' })
    .getByRole('button', { name: 'Play Lucky Lanterns' })
    .click();
  const panel = page.getByRole('region', { name: 'Provably fair' });
  await expect(panel).toBeVisible();
  const gameUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  // One round, then its pair rotated: the verifier can show it whole.
  const frame = page.frameLocator('iframe.game-frame__iframe');
  await expect(frame.locator('#spin')).toBeEnabled({ timeout: 30_000 });
  await frame.locator('#spin').click();
  await expect(frame.locator('#round-id')).not.toBeEmpty({ timeout: 30_000 });
  const roundId = (await frame.locator('#round-id').textContent())!.trim();
  await panel.getByRole('button').first().click();
  await panel.getByRole('button', { name: 'Reveal server seed and change seeds' }).click();
  await expect(panel.getByText('Your previous server seed is revealed')).toBeVisible();
  const cookies = (await context.storageState()).cookies;
  const baseURL = test.info().project.use.baseURL!;
  await eachLook(
    browser,
    { baseURL, cookies, languages: ['EN', 'VI', 'AR'] },
    async ({ page: p, lng, shot }) => {
      await p.goto(gameUrl);
      await expect(p.locator('html')).toHaveAttribute('lang', lng);
      const fair = p.getByRole('region', { name: tr(lng, 'fairness:title') });
      await expect(fair).toBeVisible();
      await shot('fair-game');
      await fair.getByRole('button').first().click();
      await shot('fair-game-open');
      await p.goto(`/fairness?roundId=${encodeURIComponent(roundId)}`);
      await expect(p.getByRole('region', { name: tr(lng, 'fairness:resultTitle') })).toBeVisible();
      await shot('fair-verifier', true);
    },
  );
});
