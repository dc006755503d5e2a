import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';

/**
 * The phone fields check the number per country before anything is sent (the same normalizePhone
 * the gateway and the platform use), and take it in the forms people type: national, with the
 * trunk "0", or international.
 */
async function openSmsLogin() {
  const view = renderApp({ path: '/index', api: accountApi().api });
  await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
  await screen.findByLabelText('Password');
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  await view.user.click(within(dialog).getByRole('tab', { name: 'SMS login' }));
  return { ...view, dialog };
}

describe('phone fields', () => {
  it.each(['0912345678', '+84 912 345 678', '00 84 912-345-678'])(
    'SMS login sends a code to %s (a VN number in another form)',
    async (typed) => {
      const { user, dialog, fake } = await openSmsLogin();
      await user.type(within(dialog).getByLabelText('Mobile number'), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await within(dialog).findByRole('button', { name: /Resend in/ });
      expect(fake.inputs.find((c) => c.path === 'auth.sendCode')?.input).toMatchObject({
        purpose: 'login',
        mobileNum: typed,
        countryDialingCode: '84',
      });
    },
  );

  it.each([
    ['91234567', 'Please enter a valid phone number.'],
    ['0241234567', 'Please enter a valid phone number.'],
    ['+63 917 123 4567', 'This number belongs to another country.'],
  ])('SMS login refuses %s on its field and sends nothing', async (typed, message) => {
    const { user, dialog, fake } = await openSmsLogin();
    const field = within(dialog).getByLabelText('Mobile number');
    await user.type(field, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(fake.calls).not.toContain('auth.sendCode');
    expect(fake.calls).not.toContain('auth.loginSms');
  });

  async function openForgotByPhone(country: 'VN' | 'PH') {
    const view = await openSmsLogin();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Forgot password?' }));
    await screen.findByLabelText('Email');
    const forgot = screen.getByRole('dialog', { name: 'Forgot password' });
    await view.user.click(within(forgot).getByRole('tab', { name: 'By mobile number' }));
    if (country === 'PH') {
      await view.user.click(within(forgot).getByRole('button', { name: /Country dialing code/ }));
      await view.user.click(within(forgot).getByRole('option', { name: /PH/ }));
    }
    return { ...view, forgot };
  }

  it('forgot by phone refuses a number of the wrong length for the chosen country', async () => {
    const { user, forgot, fake } = await openForgotByPhone('VN');
    const field = within(forgot).getByLabelText('Mobile number');
    // Ten digits after the trunk 0: a PH mobile, not a VN one.
    await user.type(field, '09171234567');
    await user.click(within(forgot).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid phone number.'));
    expect(fake.calls).not.toContain('auth.sendCode');
  });

  it('forgot by phone sends to the same number under its own country', async () => {
    const { user, forgot, fake } = await openForgotByPhone('PH');
    await user.type(within(forgot).getByLabelText('Mobile number'), '09171234567');
    await user.click(within(forgot).getByRole('button', { name: 'Send code' }));
    await within(forgot).findByRole('button', { name: /Resend in/ });
    expect(fake.inputs.find((c) => c.path === 'auth.sendCode')?.input).toMatchObject({
      purpose: 'resetPassword',
      mobileNum: '09171234567',
      countryDialingCode: '63',
    });
  });

  it('register by mobile takes an international form longer than the rule, whose national number fits it', async () => {
    const { user, fake } = renderApp({ path: '/register', api: accountApi().api });
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(dialog).getByRole('tab', { name: 'By mobile number' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '00 84 912 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.inputs.find((c) => c.path === 'auth.register')?.input).toMatchObject({
      method: 'mobile',
      mobileNum: '00 84 912 345 678',
      countryDialingCode: '84',
    });
  });
});
