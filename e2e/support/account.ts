import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { captchaCode, freshUsername } from './outbox.js';

/** The header's account area once a session exists. */
export async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

export async function expectLoggedOut(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog.getByText('Are you sure you want to sign out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectLoggedOut(page);
}

/**
 * Logs in through the dialog with a username and password (the human verification runs in the
 * browser). Earlier journeys' failed logins from 127.0.0.1 may make the gateway ask for a captcha:
 * the dialog then shows it from the start, and its code comes from the outbox.
 */
export async function logIn(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  username: string,
  password = 'Demo1234',
) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  if (await captcha.isVisible()) {
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await captcha.fill(await captchaCode(request, context));
  }
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
}

/**
 * Registers a new player by username through the dialog and leaves the page logged in as it: a
 * journey that changes a member (its money, rank or password) works on its own player, never on a
 * seeded account other journeys also use. Returns the username.
 */
export async function registerFreshPlayer(page: Page, prefix: string, password: string): Promise<string> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const username = freshUsername(prefix).toLowerCase();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await dialog.getByLabel('Captcha', { exact: true }).fill(await captchaCode(page.request, page.context()));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectLoggedIn(page);
  return username;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** The signed-in state of each player this worker registered or logged in (one login per role). */
const signedIn = new Map<string, StorageState>();

/**
 * Starts the page signed in as `username`: with the cookies of the worker's earlier sign-in of that
 * player when there is one (Playwright's storage state: one login per player and worker), else by
 * logging in through the dialog, whose state is then kept for the next test.
 */
export async function signIn(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  username: string,
  password = 'Demo1234',
) {
  const state = signedIn.get(username);
  if (state) {
    await context.addCookies(state.cookies);
    await page.goto('/');
    await expectLoggedIn(page);
    return;
  }
  await logIn(page, context, request, username, password);
  signedIn.set(username, await context.storageState());
}

/** Registers a player of the run's own in a context of its own (for a beforeAll) and closes it. */
export async function registerPlayerForRun(
  browser: Browser,
  testInfo: TestInfo,
  prefix: string,
  password: string,
): Promise<string> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const username = await registerFreshPlayer(await context.newPage(), prefix, password);
    signedIn.set(username, await context.storageState());
    return username;
  } finally {
    await context.close();
  }
}
