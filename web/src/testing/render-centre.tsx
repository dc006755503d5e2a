import { screen, within } from '@testing-library/react';
import { accountApi, loggedIn } from './account-fixtures';
import type { FakeApi } from './fake-trpc';
import { renderApp } from './render-app';
import { walletApi } from './wallet-fixtures';

/**
 * Renders the app for a logged-in member with money, opens the member centre from the header's
 * account menu (`item`) or the Deposit button (`item: 'Deposit'`) and returns the dialog.
 */
export async function openMemberCentre({
  api = {},
  item = 'Member centre',
  isAgent = false,
  path = '/index',
}: { api?: FakeApi; item?: string; isAgent?: boolean; path?: string } = {}) {
  const account = accountApi({ session: { ...loggedIn, isAgent } });
  const view = renderApp({ path, api: { ...account.api, ...walletApi(), ...api } });
  if (item === 'Deposit') {
    await view.user.click(await screen.findByRole('button', { name: 'Deposit' }));
  } else {
    await view.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await view.user.click(screen.getByRole('menuitem', { name: item }));
  }
  const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
  return { ...view, dialog, panel: () => within(dialog).getByRole('tabpanel') };
}

/** The inputs a procedure was called with, in order. */
export function inputsOf<T = Record<string, unknown>>(
  fake: { inputs: { path: string; input: unknown }[] },
  path: string,
): T[] {
  return fake.inputs.filter((c) => c.path === path).map((c) => c.input as T);
}
