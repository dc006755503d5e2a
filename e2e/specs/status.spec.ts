import { expect, test } from '@playwright/test';
import { admin } from '../support/admin.js';

test.afterEach(async ({ request }) => {
  await admin(request, 'PATCH', '/admin/status', { maintenance: false, blockedCountries: [] });
});

test('maintenance replaces the app while the operator has it on, without a reload', async ({
  page,
  request,
}) => {
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await admin(request, 'PATCH', '/admin/status', {
    maintenance: true,
    maintenanceMessage: 'Scheduled upgrade',
  });
  await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Scheduled upgrade')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await admin(request, 'PATCH', '/admin/status', { maintenance: false });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
});

test('a visitor from a blocked region sees the blocked page with their IP', async ({ page, request }) => {
  await admin(request, 'POST', '/admin/geo/cidrs', { cidr: '127.0.0.1/32', country: 'KP' });
  try {
    await admin(request, 'PATCH', '/admin/status', { blockedCountries: ['KP'] });
    await expect(async () => {
      await page.goto('/index');
      await expect(page.getByRole('heading', { name: 'Access restricted in your region' })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  } finally {
    await admin(request, 'DELETE', `/admin/geo/cidrs?cidr=${encodeURIComponent('127.0.0.1/32')}`);
  }
});
