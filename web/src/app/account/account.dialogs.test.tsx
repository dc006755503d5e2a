import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/provider';
import { ChangePasswordDialog } from '@/features/accounts/components/change-password-dialog';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { createFakeTrpc, FakeGatewayError } from '@/testing/fake-trpc';
import { defaultApi, renderApp } from '@/testing/render-app';
import { openLogin } from './account.test-setup';

describe('login dialog', () => {
  it('logs in, closes the dialog and shows the logged-in area', async () => {
    const { user, dialog, router, fake } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Lucky Player/ })).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    // Human verification ran before the login and its payload went along.
    const login = fake.inputs.find((c) => c.path === 'auth.login')?.input as { verification: string };
    expect(JSON.parse(atob(login.verification))).toMatchObject({ number: 3, salt: 'test-salt' });
  });

  it('shows the translated error for a wrong password and keeps the typed username', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong account or password.'),
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('checks required fields in the browser before sending', async () => {
    const { user, dialog, fake } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'This field cannot be empty.',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('placeholder', '* Username');
    expect(fake.calls).not.toContain('auth.login');
  });

  it('shows a captcha after CAPTCHA_ERROR', async () => {
    const { api } = accountApi();
    const { user, dialog } = await openLogin({ ...api, 'auth.login': new FakeGatewayError('CAPTCHA_ERROR') });
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12{Enter}');
    expect(await within(dialog).findByLabelText('Captcha')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show a new captcha image' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('secret12');
  });

  it('offers the SMS tab only when SMS login is on', async () => {
    const off = await openLogin(accountApi({ options: { smsLogin: false } }).api);
    expect(within(off.dialog).queryByRole('tab')).not.toBeInTheDocument();
    off.unmount();
    const on = await openLogin();
    expect(within(on.dialog).getByRole('tab', { name: 'SMS login' })).toBeInTheDocument();
  });

  it('counts down after a code is sent', async () => {
    const { user, dialog, fake } = await openLogin();
    await user.click(within(dialog).getByRole('tab', { name: 'SMS login' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // expiredMinutes 2 -> 120 s.
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    const sent = fake.inputs.find((c) => c.path === 'auth.sendCode')?.input;
    expect(sent).toMatchObject({ purpose: 'login', mobileNum: '912345678', countryDialingCode: '84' });
  });

  it('opens over the home page on /login and closing goes to /index', async () => {
    const { user, router } = renderApp({ path: '/login', api: accountApi().api });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(dialog).not.toBeInTheDocument();
  });

  it.each(['/login', '/register'])(
    'sends a member who already has a session from %s to /index',
    async (path) => {
      const { router } = renderApp({ path, api: accountApi({ session: loggedIn }).api });
      await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});

describe('register dialog', () => {
  async function openRegister(path = '/register') {
    const view = renderApp({ path, api: accountApi().api });
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    return { ...view, dialog };
  }

  it('follows the server rules: required star, min/max and pattern messages', async () => {
    const { user, dialog, fake } = await openRegister();
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveAttribute('placeholder', '* Username');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('placeholder', 'Email');
    await user.type(username, '1abc');
    await user.type(within(dialog).getByLabelText('Full name'), 'Madonna');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(username).toHaveAccessibleDescription(
      'Must start with a letter and contain only letters and digits, 6 to 16 characters.',
    );
    expect(within(dialog).getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please enter your full name in two parts (for example, first and last name), 3 to 50 characters.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'This field cannot be empty.',
    );
    expect(fake.calls).not.toContain('auth.register');
  });

  it('asks for the same password twice and for the terms', async () => {
    const { user, dialog, fake } = await openRegister();
    await user.type(within(dialog).getByLabelText('Username'), 'newplayer1');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret13');
    const terms = within(dialog).getByRole('checkbox', { name: /at least 18 years old/ });
    expect(terms).toBeChecked();
    await user.click(terms);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent. Please enter the same password twice.',
    );
    expect(terms).toHaveAccessibleDescription(
      'Please confirm your age and agree to the terms and the privacy policy.',
    );
    expect(fake.calls).not.toContain('auth.register');
  });

  it("reads referralCode from the URL (a member's invite) and registers with it", async () => {
    const { user, dialog, fake, router } = await openRegister('/register?referralCode=AGENT77');
    // The code is a member's referral code or an agent's: the platform decides, the affiliate field
    // stays the person's to fill.
    expect(within(dialog).getByLabelText('Affiliate code')).toHaveValue('');
    expect(
      within(dialog).getByText('If you do not have an affiliate code, you may leave this empty.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'newplayer1');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fake.inputs.find((c) => c.path === 'auth.register')?.input;
    expect(sent).not.toHaveProperty('affiliateCode');
    expect(sent).toMatchObject({
      username: 'newplayer1',
      referralCode: 'AGENT77',
      method: 'username',
      agree: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it("fills the affiliate code from an agent's invitation link (?affiliateCode=), not as a referral", async () => {
    const { dialog } = await openRegister('/register?affiliateCode=LINK42');
    expect(within(dialog).getByLabelText('Affiliate code')).toHaveValue('LINK42');
  });

  it('shows a server field error beside its field', async () => {
    const { api } = accountApi();
    renderApp({
      path: '/register',
      api: { ...api, 'auth.register': new FakeGatewayError('US_CUSTOMER_EXIST_ERROR') },
    });
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText('Username'), 'taken123');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret12{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
        'This username is already taken.',
      ),
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('taken123');
  });
});

describe('register by mobile', () => {
  it('sends the number with the chosen dialing code and the SMS code', async () => {
    const { user, fake } = renderApp({ path: '/register', api: accountApi().api });
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(dialog).getByRole('tab', { name: 'By mobile number' }));
    await user.click(within(dialog).getByRole('button', { name: /Country dialing code/ }));
    await user.click(within(dialog).getByRole('option', { name: /PH/ }));
    expect(within(dialog).getByRole('button', { name: /Country dialing code/ })).toHaveTextContent('+63');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.inputs.find((c) => c.path === 'auth.sendCode')?.input).toMatchObject({
      purpose: 'register',
      countryDialingCode: '63',
    });
    expect(fake.inputs.find((c) => c.path === 'auth.register')?.input).toMatchObject({
      method: 'mobile',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
  });
});

describe('register by mobile without a password (MOBILENUMPASSREG3 off, REGMOBVERF3 on)', () => {
  it('asks no password, says the code is the way in, and sends none', async () => {
    const api = accountApi({ options: { mobilePasswordRegister: false, mobileRegisterVerify: true } }).api;
    const { user, fake } = renderApp({ path: '/register', api });
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(dialog).getByRole('tab', { name: 'By mobile number' }));
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/log in with a verification code/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText('Verification code'), '123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fake.inputs.find((c) => c.path === 'auth.register')?.input;
    expect(sent).toMatchObject({ method: 'mobile', mobileNum: '912345678', verificationCode: '123456' });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('confirmPassword');
  });

  it('still asks for the password on the username tab', async () => {
    const api = accountApi({ options: { mobilePasswordRegister: false } }).api;
    renderApp({ path: '/register', api });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('lets a member without a password set one without the current one', async () => {
    const fake = createFakeTrpc({
      ...defaultApi(),
      ...accountApi({ session: { ...loggedIn, hasPassword: false } }).api,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let changed = false;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ChangePasswordDialog
            username="m9171234567"
            forced={false}
            passwordRule={undefined}
            onClose={() => undefined}
            onChanged={() => {
              changed = true;
            }}
          />
        ),
      },
    ]);
    render(
      <AppProviders trpcClient={fake.client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument());
    await user.type(within(change).getByLabelText('New password'), 'better12');
    await user.type(within(change).getByLabelText('Confirm password'), 'better12{Enter}');
    await waitFor(() => expect(changed).toBe(true));
    expect(fake.inputs.find((c) => c.path === 'auth.changePassword')?.input).toEqual({
      newPassword: 'better12',
      confirmPassword: 'better12',
    });
  });
});

describe('forgot password', () => {
  it('resets by phone and logs in', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await screen.findByLabelText('Email');
    const forgot = screen.getByRole('dialog', { name: 'Forgot password' });
    await user.click(within(forgot).getByRole('tab', { name: 'By mobile number' }));
    await user.type(within(forgot).getByLabelText('Mobile number'), '912345678');
    await user.type(within(forgot).getByLabelText('Verification code'), '123456');
    await user.type(within(forgot).getByLabelText('New password'), 'better12');
    await user.type(within(forgot).getByLabelText('Confirm password'), 'better12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Lucky Player/ })).toBeInTheDocument();
  });

  it('sends the email and shows in_been_out, which does not say whether the account exists', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await screen.findByLabelText('Email');
    const forgot = screen.getByRole('dialog', { name: 'Forgot password' });
    await user.type(within(forgot).getByLabelText('Username'), 'player01');
    await user.type(within(forgot).getByLabelText('Email'), 'player01@example.com{Enter}');
    expect(await within(forgot).findByRole('status')).toHaveTextContent(
      'If the username and email match an account, we have sent that address an email',
    );
  });
});

describe('forced password change', () => {
  it('opens right after a first login and cannot be dismissed', async () => {
    const { api } = accountApi({ result: { mustChangePassword: true, firstTimeLogin: true } });
    const { user, dialog } = await openLogin(api);
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12{Enter}');
    await screen.findByLabelText('New password');
    const change = screen.getByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText('player01')).toBeInTheDocument();
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.type(within(change).getByLabelText('New password'), 'better12');
    await user.type(within(change).getByLabelText('Confirm password'), 'better12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('pending password change after a reload', () => {
  it('reopens the forced change dialog while the session says a change is pending', async () => {
    const { api } = accountApi({ session: { ...loggedIn, mustChangePassword: true } });
    const { user } = renderApp({ path: '/rng', api });
    await screen.findByLabelText('New password');
    const change = screen.getByRole('dialog', { name: 'Change password' });
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.type(within(change).getByLabelText('New password'), 'better12');
    await user.type(within(change).getByLabelText('Confirm password'), 'better12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
