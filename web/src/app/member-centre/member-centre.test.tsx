import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { POLL_MS } from '@/features/payments/lib/browser';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { openMemberCentre } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';
import { depositOrder, walletApi } from '@/testing/wallet-fixtures';

const PAGES = [
  'My account',
  'Wallet',
  'Deposit',
  'Withdraw',
  'Betting record',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Missions',
  'Platform messages',
  'Rebate',
  'Responsible gaming',
];

describe('member centre overlay', () => {
  afterEach(() => {
    POLL_MS.deposit = 5000;
  });

  it('opens from the header on My account with the spec menu in order', async () => {
    const { dialog } = await openMemberCentre();
    const menu = within(dialog).getByRole('tablist', { name: 'Member centre pages' });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(PAGES);
    expect(within(menu).getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'My account' });
    expect(await within(panel).findByText('player01')).toBeInTheDocument();
    expect(within(panel).getByText('Lucky Player')).toBeInTheDocument();
    expect(within(panel).getByText('Silver')).toBeInTheDocument();
    expect(within(panel).getByText('01/01/2026, 12:00:00 AM')).toBeInTheDocument();
  });

  it('shows the agent transfer page to agents only, after Withdraw', async () => {
    const { dialog } = await openMemberCentre({ isAgent: true });
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs.slice(3, 6)).toEqual(['Withdraw', 'Agent transfer', 'Betting record']);
  });

  it.each([
    ['Withdraw', 'Withdraw'],
    ['Account record', 'Account record'],
    ['Deposit', 'Deposit'],
  ])('the header %s entry opens the %s page', async (item, page) => {
    const { dialog } = await openMemberCentre({ item });
    expect(within(dialog).getByRole('tab', { name: page })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: page })).toBeInTheDocument();
  });

  it('moves between pages with the arrow keys and closes on Escape', async () => {
    const { dialog, user } = await openMemberCentre();
    const first = within(dialog).getByRole('tab', { name: 'My account' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const wallet = within(dialog).getByRole('tab', { name: 'Wallet' });
    expect(wallet).toHaveFocus();
    expect(wallet).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('tab', { name: 'Responsible gaming' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside the overlay', async () => {
    const { dialog, user } = await openMemberCentre();
    await within(dialog).findByText('player01');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens the change-password dialog and returns to the centre when it is closed', async () => {
    const { dialog, user } = await openMemberCentre();
    await user.click(await within(dialog).findByRole('button', { name: 'Change password' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
    await user.click(within(change).getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(again).getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on Deposit with the order status when the pay page sends the player back', async () => {
    POLL_MS.deposit = 50;
    let asked = 0;
    const account = accountApi({ session: loggedIn });
    const view = renderApp({
      path: '/index?depositOrder=D1',
      api: {
        ...account.api,
        ...walletApi(),
        'deposit.order': (input: unknown) => {
          expect(input).toEqual({ orderId: 'D1' });
          asked += 1;
          return depositOrder({ status: asked < 2 ? 'pending' : 'success' });
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    const status = await within(dialog).findByRole('region', { name: 'Deposit status' });
    expect(
      await within(status).findByText("Waiting for the payment provider's confirmation…"),
    ).toBeInTheDocument();
    // Asked again while pending, until the provider's answer arrives.
    expect(
      await within(status).findByText('The deposit is credited to your main wallet.'),
    ).toBeInTheDocument();
    expect(within(status).getByText('Successful')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
