import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/provider';
import type { SessionState } from '@/lib/session-state';
import { i18n } from '@/lib/i18n';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { bootstrap } from '@/testing/fixtures';
import { createFakeTrpc, PENDING } from '@/testing/fake-trpc';
import { defaultApi, renderApp } from '@/testing/render-app';
import { AccountDialogsProvider } from './account-dialogs';
import { RequireSession } from './guards';
import { openLogin } from './account.test-setup';

describe('logged-in area', () => {
  it('signs out after the confirmation', async () => {
    const { user, router } = renderApp({ path: '/rng', api: accountApi({ session: loggedIn }).api });
    await user.click(await screen.findByRole('button', { name: /Lucky Player/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  const agentSession = { isLoggedIn: true, isAgent: true, type: 1, mustChangePassword: false };

  it('shows the agent centre to agents and remembers a hidden balance', async () => {
    const { user } = renderApp({
      api: {
        ...accountApi({ session: agentSession, me: { isAgent: true } }).api,
        'system.bootstrap': bootstrap({ modules: { CBS3: true, INBOX3: true, AFFMAN3: true } }),
      },
    });
    await screen.findByText('$1,234.50');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('$1,234.50')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('portal.balanceHidden')).toBe('1');
    await user.click(screen.getByRole('button', { name: /Lucky Player/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Agent centre' })).toBeInTheDocument();
  });

  it('hides the agent centre from an agent when the brand has AFFMAN3 off', async () => {
    const { user } = renderApp({
      api: {
        ...accountApi({ session: agentSession, me: { isAgent: true } }).api,
        'system.bootstrap': bootstrap({ modules: { CBS3: true, INBOX3: true, AFFMAN3: false } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Lucky Player/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it("gives the player's name its own direction, so a right-to-left page shortens a Latin name at its end", async () => {
    renderApp({ api: accountApi({ session: loggedIn }).api });
    const menu = await screen.findByRole('button', { name: /Lucky Player/ });
    expect(within(menu).getByText('Lucky Player')).toHaveAttribute('dir', 'auto');
  });

  it('shows no unclaimed badge when no count is available', async () => {
    renderApp({ api: accountApi({ session: loggedIn }).api });
    await screen.findByRole('button', { name: /Lucky Player/ });
    expect(screen.queryByLabelText(/Unclaimed/)).not.toBeInTheDocument();
  });
});

describe('guards', () => {
  it('asks a free-play account to register a real one', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Free play' }));
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(warning).toHaveTextContent('This is a free-play account.');
    await user.click(within(warning).getByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();
  });

  function renderGuarded(session: SessionState) {
    const fake = createFakeTrpc({ ...defaultApi(), ...accountApi({ session }).api });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AccountDialogsProvider>
            <RequireSession realAccount>
              <p>Member centre content</p>
            </RequireSession>
          </AccountDialogsProvider>
        ),
      },
    ]);
    render(
      <AppProviders trpcClient={fake.client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('<RequireSession> opens the login popup without a session', async () => {
    renderGuarded({ isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Member centre content')).not.toBeInTheDocument();
  });

  it('<RequireSession realAccount> warns a trial account', async () => {
    renderGuarded({ isLoggedIn: true, isAgent: false, type: 4, mustChangePassword: false });
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(within(warning).getByRole('button', { name: 'Register a real account' })).toBeInTheDocument();
    expect(screen.queryByText('Member centre content')).not.toBeInTheDocument();
  });

  it('<RequireSession> shows its content to a player', async () => {
    renderGuarded(loggedIn);
    expect(await screen.findByText('Member centre content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('languages', () => {
  it('renders the login dialog in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const { user } = renderApp({ api: accountApi().api });
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    await screen.findByLabelText('Mật khẩu');
    const dialog = screen.getByRole('dialog', { name: 'Đăng nhập' });
    expect(within(dialog).getByLabelText('Tên đăng nhập')).toHaveAttribute('placeholder', '* Tên đăng nhập');
    expect(within(dialog).getByRole('button', { name: 'Chơi thử miễn phí' })).toBeInTheDocument();
  });

  it('renders the register dialog in Simplified Chinese with the brand age', async () => {
    await i18n.changeLanguage('zh');
    renderApp({ path: '/register', api: accountApi({ options: { minimumAge: 21 } }).api });
    await screen.findByLabelText('确认密码');
    const dialog = screen.getByRole('dialog', { name: '注册' });
    expect(within(dialog).getByRole('checkbox', { name: /我已年满 21 周岁/ })).toBeChecked();
    expect(within(dialog).getByText('如果没有代理码，可以不填。')).toBeInTheDocument();
  });

  it('shows a pending state while logging in and never sends twice', async () => {
    const { api } = accountApi();
    const { user, dialog, fake } = await openLogin({ ...api, 'auth.login': PENDING });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12{Enter}');
    const button = await within(dialog).findByRole('button', { name: 'Please wait…' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(fake.calls.filter((c) => c === 'auth.login')).toHaveLength(1);
  });
});
