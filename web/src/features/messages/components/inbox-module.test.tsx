import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountDialogsProvider, useAccountDialogs } from '@/app/account/account-dialogs';
import { AppProviders } from '@/app/provider';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { createFakeTrpc } from '@/testing/fake-trpc';
import * as f from '@/testing/fixtures';
import { defaultApi, renderApp } from '@/testing/render-app';
import { walletApi } from '@/testing/wallet-fixtures';

/** The brand with the INBOX3 module switched off. */
function inboxOff() {
  const bootstrap = f.bootstrap();
  return { ...bootstrap, modules: { ...bootstrap.modules, INBOX3: false } };
}

function api() {
  return {
    ...accountApi({ session: loggedIn }).api,
    ...walletApi(),
    'system.bootstrap': inboxOff(),
    'messages.unreadCount': 3,
    'messages.onUnread': undefined,
    'messages.list': { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
  };
}

const messageCalls = (calls: string[]) => calls.filter((path) => path.startsWith('messages.'));

describe('platform messages with INBOX3 off (spec section 6)', () => {
  it('shows no messages entry anywhere and never asks the platform', async () => {
    const { user, fake } = renderApp({ api: api() });
    const avatar = await screen.findByRole('button', { name: /Lucky Player/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Platform messages' })).not.toBeInTheDocument();
    expect(within(avatar).queryByLabelText(/Unread messages/)).not.toBeInTheDocument();
    await user.click(avatar);
    await user.click(screen.getByRole('menuitem', { name: 'Member centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('tab', { name: 'Wallet' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: /Platform messages/ })).not.toBeInTheDocument();
    expect(messageCalls(fake.calls)).toEqual([]);
  });

  it('answers a direct open of messageV2 with the warning, not a platform call', async () => {
    const fake = createFakeTrpc({ ...defaultApi(), ...api() });
    function Opener() {
      const dialogs = useAccountDialogs();
      return (
        <button type="button" onClick={() => dialogs.openCentre('messageV2')}>
          open messages
        </button>
      );
    }
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AccountDialogsProvider>
            <Opener />
          </AccountDialogsProvider>
        ),
      },
    ]);
    render(
      <AppProviders
        trpcClient={fake.client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'open messages' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Platform messages are not available' }),
    ).toBeInTheDocument();
    expect(messageCalls(fake.calls)).toEqual([]);
  });
});
