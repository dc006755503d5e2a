import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '@/testing/account-fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

describe('auth dialogs show each error once', () => {
  it('shows a refusal that names a field under that field only', async () => {
    const { api } = accountApi();
    const { user } = renderApp({
      path: '/register',
      api: { ...api, 'auth.register': new FakeGatewayError('US_CUSTOMER_EXIST_ERROR') },
    });
    // The form replaces a short loading state once auth.options has answered.
    await screen.findByLabelText('Password', {}, { timeout: 10_000 });
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.type(within(dialog).getByLabelText('Username'), 'taken123');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret12{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
        'This username is already taken.',
      ),
    );
    expect(within(dialog).getAllByText('This username is already taken.')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('shows a refusal that names no field once, in the banner', async () => {
    const { user } = renderApp({ api: accountApi().api });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong999{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong account or password.'),
    );
    expect(within(dialog).getAllByText('Wrong account or password.')).toHaveLength(1);
  });
});
