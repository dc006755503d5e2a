import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, balance, loggedIn } from '@/testing/account-fixtures';
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
});
