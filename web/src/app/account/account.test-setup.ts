// What the account test files share: opening the log-in dialog on a rendered app.
import { screen } from '@testing-library/react';
import { accountApi } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';

export async function openLogin(api = accountApi().api, path = '/index') {
  const view = renderApp({ path, api });
  await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
  // The form replaces a short loading state once auth.options has answered.
  await screen.findByLabelText('Password');
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}
