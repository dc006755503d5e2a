import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { walletApi } from '@/testing/wallet-fixtures';

/** Procedures that answer only within a session (the gateway's member and session procedures). */
const MEMBER_PROCEDURE =
  /^(member|wallet|deposit|withdraw|agentTransfer|records)\.|^messages\.(list|read|unreadCount|onUnread|submit)$|^games\.(favourites|favouriteIds|setFavourite|recent|launch|betRecords)$|^support\.(chatRoomUrl|chatUnread)$/;

describe('sign-out', () => {
  it('calls no member procedure once the session has ended', async () => {
    const account = accountApi({ session: loggedIn });
    const { user, fake, queryClient } = renderApp({
      path: '/rng',
      api: {
        ...account.api,
        ...walletApi(),
        'messages.unreadCount': 2,
        'messages.onUnread': undefined,
        'messages.unclaimedCount': 1,
      },
    });
    await user.click(await screen.findByRole('button', { name: /Lucky Player/ }));
    // The member's queries are live: the balance, the unread count, the favourites.
    await waitFor(() => expect(fake.calls).toContain('games.favouriteIds'));
    expect(fake.calls).toContain('member.balance');
    await user.click(
      within(screen.getByRole('menu', { name: 'Account menu' })).getByRole('menuitem', { name: 'Sign out' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Whatever the sign-out refreshes has answered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const after = fake.calls.slice(fake.calls.lastIndexOf('auth.logout') + 1);
    expect(after.filter((path) => MEMBER_PROCEDURE.test(path))).toEqual([]);
    // And what the member saw is gone from the cache (a disabled hook may keep an empty entry).
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined)
        .map((q) => q.queryKey[0])
        .filter((head) => Array.isArray(head) && MEMBER_PROCEDURE.test(head.join('.'))),
    ).toEqual([]);
  }, 30_000);
});
