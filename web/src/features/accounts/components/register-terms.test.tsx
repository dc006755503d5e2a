import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { accountApi } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';

describe('register: terms and privacy', () => {
  it('links the General Terms and the Privacy Policy in a new tab, the form left as it is', async () => {
    const { user } = renderApp({ path: '/register', api: accountApi().api });
    // The form replaces a short loading state once auth.options has answered.
    await screen.findByLabelText('Password', {}, { timeout: 10_000 });
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.type(within(dialog).getByLabelText('Username'), 'newplayer1');

    const terms = within(dialog).getByRole('link', { name: /General Terms and Conditions/ });
    const privacy = within(dialog).getByRole('link', { name: /Privacy Policy/ });
    expect(terms).toHaveAttribute('href', '/help?topic=terms');
    expect(privacy).toHaveAttribute('href', '/help?topic=privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    // The agreement is still one checkbox, named by the whole sentence.
    expect(within(dialog).getByRole('checkbox', { name: /I agree to the General Terms/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('newplayer1');

    await act(() => i18n.changeLanguage('vi'));
    expect(within(dialog).getByRole('link', { name: /Chính sách bảo mật/ })).toHaveAttribute(
      'href',
      '/help?topic=privacy',
    );
  });
});
