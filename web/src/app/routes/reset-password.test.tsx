import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { accountApi, registerRules, RESET_TOKEN } from '@/testing/account-fixtures';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

async function openReset(api = accountApi().api, token: string | null = RESET_TOKEN) {
  const path = token === null ? '/resetPassword' : `/resetPassword?token=${encodeURIComponent(token)}`;
  const view = renderApp({ path, api });
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return view;
}

describe('reset password by e-mail link', () => {
  it('sends the token from the link with both passwords and confirms the change', async () => {
    const { user, fake } = await openReset();
    await user.type(screen.getByLabelText('New password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const status = await screen.findByText(
      'Your password has been changed. You can now log in with your new password.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(fake.inputs.filter((c) => c.path === 'auth.resetByEmail')).toEqual([
      {
        path: 'auth.resetByEmail',
        input: { token: RESET_TOKEN, newPassword: 'newpass12', confirmPassword: 'newpass12' },
      },
    ]);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    // "Log in" beside the message opens the login dialog.
    const main = status.closest('.page') as HTMLElement;
    await user.click(within(main).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('catches a confirm mismatch and a too-short password in the browser', async () => {
    const { user, fake } = await openReset();
    await user.type(screen.getByLabelText('New password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass13');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent. Please enter the same password twice.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/6.*20/);
    expect(fake.calls).not.toContain('auth.resetByEmail');
  });

  it('shows that the link is invalid, used or expired on RESET_TOKEN_INVALID', async () => {
    const { user } = await openReset(accountApi().api, 'spent-token-0123456789abcdef');
    await user.type(screen.getByLabelText('New password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const heading = await screen.findByRole('heading', { name: 'This link can no longer be used' });
    const alert = heading.closest('[role="alert"]');
    expect(alert).toHaveFocus();
    expect(
      screen.getByText(
        'The reset link is invalid, has already been used or has expired (links are valid for 30 minutes). Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a pending state and never sends twice', async () => {
    const { api } = accountApi();
    const { user, fake } = await openReset({ ...api, 'auth.resetByEmail': PENDING });
    await user.type(screen.getByLabelText('New password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass12{Enter}');
    const button = await screen.findByRole('button', { name: 'Please wait…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Confirm password'), '{Enter}');
    expect(fake.calls.filter((c) => c === 'auth.resetByEmail')).toHaveLength(1);
  });

  it('keeps the form and shows the translated message when throttled', async () => {
    const { api } = accountApi();
    const { user } = await openReset({
      ...api,
      'auth.resetByEmail': new FakeGatewayError('TOO_MANY_REQUESTS'),
    });
    await user.type(screen.getByLabelText('New password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass12{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Too many attempts. Please try again in a few minutes.')).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('newpass12');
  });

  it('explains a link without a token and links back home', async () => {
    const { fake } = await openReset(accountApi().api, null);
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.getByText(/missing the reset code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(fake.calls).not.toContain('auth.resetByEmail');
  });

  it('renders in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    renderApp({ path: `/resetPassword?token=${RESET_TOKEN}`, api: accountApi().api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chọn mật khẩu mới' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveAttribute('placeholder', '* Mật khẩu mới');
    expect(screen.getByLabelText('Xác nhận mật khẩu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu mật khẩu mới' })).toBeInTheDocument();
  });
});

describe('one password rule', () => {
  it('takes no longer a new password than registration allows (the register rule)', async () => {
    const { api } = accountApi();
    await openReset(api);
    const { maxLength } = registerRules().password!;
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxlength', String(maxLength));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('maxlength', String(maxLength));
  });
});
