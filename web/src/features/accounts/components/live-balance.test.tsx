import { ErrorCode } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountApi, balance, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

describe('live balance', () => {
  it('follows wallet.onBalance in the header without a refresh', async () => {
    const { fake } = renderApp({ api: accountApi({ session: loggedIn }).api });
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    act(() => fake.emit('wallet.onBalance', balance('99.9')));
    expect(await screen.findByText('$99.90')).toBeInTheDocument();
    // Named for assistive technology (and for tests that read it by role).
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$99.90');
    expect(fake.calls).toContain('wallet.onBalance');
  });

  it('keeps a pushed balance over an answer to a read that was asked before it', async () => {
    const { api } = accountApi({ session: loggedIn });
    // The header's first read is slow: it was asked before the wallet moved, and answers after the push.
    let answerStale: (value: unknown) => void = () => undefined;
    api['member.balance'] = () => new Promise((resolve) => (answerStale = resolve));
    const { fake } = renderApp({ api });
    await vi.waitFor(() => expect(fake.calls).toContain('wallet.onBalance'));
    act(() => fake.emit('wallet.onBalance', balance('99.9')));
    expect(await screen.findByText('$99.90')).toBeInTheDocument();
    await act(async () => answerStale(balance('0')));
    // The push is the later truth: the stale answer is dropped, not shown until the next change.
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$99.90');
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('treats the visitor as logged out when the gateway ends the balance stream with LOGIN_REQUIRED', async () => {
    const { api } = accountApi({ session: loggedIn });
    const state = api['session.state'] as () => unknown;
    let ended = false;
    api['session.state'] = () =>
      ended ? { isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false } : state();
    const { fake } = renderApp({ api });
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    const subscribed = fake.calls.filter((c) => c === 'wallet.onBalance').length;

    // Logged out elsewhere (another tab, the operator, an idle expiry): the gateway ends the stream.
    ended = true;
    act(() => fake.fail('wallet.onBalance', new FakeGatewayError(ErrorCode.loginRequired)));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('$1,234.50')).not.toBeInTheDocument();
    // Not asked again while logged out: no loop of refusals.
    expect(fake.calls.filter((c) => c === 'wallet.onBalance').length).toBe(subscribed);
  });
});
