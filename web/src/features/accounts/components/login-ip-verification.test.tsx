import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { accountApi } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

const MASKED = '+84 9*****678';
const GOOD_CODE = '123456';

type LoginInput = { username: string; password: string; rememberMe: boolean; ipVerificationCode?: string };

/**
 * The account world of the other dialog tests, where player01 / secret12 logs in from a new IP:
 * without a code the gateway asks for one, with the right code it logs in.
 */
function newIpApi(options: Parameters<typeof accountApi>[0] = {}): FakeApi {
  const { api } = accountApi(options);
  const base = api['auth.login'] as (input: unknown) => unknown;
  return {
    ...api,
    'auth.login': (input: unknown) => {
      const { username, password, ipVerificationCode } = input as LoginInput;
      if (username !== 'player01' || password !== 'secret12') return base(input);
      if (ipVerificationCode === undefined) {
        return new FakeGatewayError(
          'LOGIN_IP_VERIFICATION_REQUIRED',
          { ipVerificationCode: 'login_ip_verification.required' },
          { maskedMobile: MASKED },
        );
      }
      return ipVerificationCode === GOOD_CODE ? base(input) : new FakeGatewayError('SMS_CODE_INVALID');
    },
  };
}

async function reachIpStep({
  login = 'Log in',
  username = 'Username',
  password = 'Password',
  api = newIpApi(),
}: { login?: string; username?: string; password?: string; api?: FakeApi } = {}) {
  const view = renderApp({ api });
  await view.user.click(await screen.findByRole('button', { name: login }));
  await screen.findByLabelText(password);
  const dialog = screen.getByRole('dialog', { name: login });
  await view.user.type(within(dialog).getByLabelText(username), 'player01');
  await view.user.type(within(dialog).getByLabelText(password), 'secret12');
  await view.user.click(within(dialog).getByRole('checkbox'));
  await view.user.click(within(dialog).getByRole('button', { name: login }));
  return { ...view, dialog };
}

const logins = (inputs: { path: string; input: unknown }[]) =>
  inputs.filter((c) => c.path === 'auth.login').map((c) => c.input as LoginInput & { verification: string });

describe('login from a new IP', () => {
  it('asks for the code sent to the masked mobile instead of failing', async () => {
    const { dialog } = await reachIpStep();
    expect(
      await within(dialog).findByText(
        `You are logging in from a new location. We will send a verification code to ${MASKED}.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Verify this login' })).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('placeholder', '* Verification code');
    // The password step and its tabs are gone; nothing was reported as an error.
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    expect(code).not.toHaveAccessibleDescription();
  });

  it('sends the code by account with a fresh verification and counts down', async () => {
    const { dialog, user, fake } = await reachIpStep();
    await user.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    // expiredMinutes 2 -> 120 s.
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    const sent = fake.inputs.filter((c) => c.path === 'auth.sendCode');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toEqual({
      purpose: 'loginIp',
      username: 'player01',
      verification: expect.any(String),
    });
    expect(JSON.parse(atob((sent[0]!.input as { verification: string }).verification))).toMatchObject({
      number: 3,
    });
  });

  it('checks the code in the browser before sending', async () => {
    const { dialog, user, fake } = await reachIpStep();
    const code = await within(dialog).findByLabelText('Verification code');
    await user.type(code, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit verification code.');
    expect(logins(fake.inputs)).toHaveLength(1);
  });

  it('logs in again with the code and the same credentials, then closes', async () => {
    const { dialog, user, fake } = await reachIpStep();
    await user.type(await within(dialog).findByLabelText('Verification code'), `${GOOD_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = logins(fake.inputs);
    expect(second).toMatchObject({
      username: 'player01',
      password: 'secret12',
      rememberMe: true,
      ipVerificationCode: GOOD_CODE,
    });
    expect(first!.ipVerificationCode).toBeUndefined();
    expect(second!.verification).toEqual(expect.any(String));
  });

  it('asks for a fresh captcha when one is shown and sends it with the code', async () => {
    const view = renderApp({ api: newIpApi({ options: { captchaOnLogin: true } }) });
    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByLabelText('Password');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await view.user.type(within(dialog).getByLabelText('Username'), 'player01');
    await view.user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await view.user.type(within(dialog).getByLabelText('Captcha'), 'ab12{Enter}');
    const code = await within(dialog).findByLabelText('Verification code');
    // The first captcha is spent: the field is back, empty, with a new image.
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('');
    await view.user.type(code, GOOD_CODE);
    await view.user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(within(dialog).getByLabelText('Captcha')).toHaveAccessibleDescription(
      'This field cannot be empty.',
    );
    await view.user.type(within(dialog).getByLabelText('Captcha'), 'cd34{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = logins(view.fake.inputs);
    expect(first).toMatchObject({ captcha: 'ab12' });
    expect(second).toMatchObject({ captcha: 'cd34', ipVerificationCode: GOOD_CODE });
  });

  it('shows a wrong code on the field and keeps it', async () => {
    const { dialog, user } = await reachIpStep();
    const code = await within(dialog).findByLabelText('Verification code');
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The verification code is incorrect.'));
    // Once, under the field: not again in the banner.
    expect(within(dialog).getAllByText('The verification code is incorrect.')).toHaveLength(1);
    expect(code).toHaveValue('000000');
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['SMS_DAILY_LIMIT', new FakeGatewayError('SMS_DAILY_LIMIT'), "You have reached today's limit"],
    [
      'TOO_MANY_REQUESTS',
      new FakeGatewayError('TOO_MANY_REQUESTS').withRetryAfter(290),
      'try again in 5 min.',
    ],
    [
      'SMS_IP_LIMIT',
      new FakeGatewayError('SMS_IP_LIMIT', undefined, { until: '2031-05-04T10:30:00.000Z' }).withRetryAfter(
        3000,
      ),
      /requested from your network\. Please try again after .*2031/,
    ],
    [
      'SMS_COUNTRY_LIMIT',
      new FakeGatewayError('SMS_COUNTRY_LIMIT', undefined, { until: '2031-05-04T10:30:00.000Z' }),
      /this country are paused for now\. Please try again after .*2031/,
    ],
    ['SMS_COUNTRY_CLOSED', new FakeGatewayError('SMS_COUNTRY_CLOSED'), 'Please contact customer service.'],
  ])('shows a refused send (%s) and sends again later', async (_code, refusal, message) => {
    const { dialog, user } = await reachIpStep({ api: { ...newIpApi(), 'auth.sendCode': refusal } });
    await user.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    // No countdown started.
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows an expired code on the field', async () => {
    const api = newIpApi();
    const login = api['auth.login'] as (input: unknown) => unknown;
    const { dialog, user } = await reachIpStep({
      api: {
        ...api,
        'auth.login': (input: unknown) =>
          (input as LoginInput).ipVerificationCode ? new FakeGatewayError('SMS_CODE_EXPIRED') : login(input),
      },
    });
    const code = await within(dialog).findByLabelText('Verification code');
    await user.type(code, '654321{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The verification code has expired. Please request a new one.',
      ),
    );
    expect(code).toHaveValue('654321');
  });

  it('goes back to the password step with the username kept', async () => {
    const { dialog, user } = await reachIpStep();
    await user.type(await within(dialog).findByLabelText('Verification code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('secret12');
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Password login' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  });

  it('renders the step in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const { dialog } = await reachIpStep({
      login: 'Đăng nhập',
      username: 'Tên đăng nhập',
      password: 'Mật khẩu',
    });
    expect(
      await within(dialog).findByText(
        `Bạn đang đăng nhập từ một vị trí mới. Chúng tôi sẽ gửi mã xác minh đến ${MASKED}.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mã xác minh')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gửi mã' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Xác minh và đăng nhập' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
  });
});
