import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { accountApi } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

type LoginInput = { username: string; password: string; captcha?: string };

/**
 * The gateway's captcha rule: the third wrong password says that the next attempt needs a captcha
 * (`details.captchaRequired`); from then on a login without one is refused.
 */
function thresholdApi(): FakeApi {
  const { api } = accountApi();
  const base = api['auth.login'] as (input: unknown) => unknown;
  let failures = 0;
  return {
    ...api,
    'auth.login': (input: unknown) => {
      const { username, password, captcha } = input as LoginInput;
      if (failures >= 3 && !captcha) {
        return new FakeGatewayError(
          'CAPTCHA_ERROR',
          { captcha: 'captcha.required' },
          { captchaRequired: true },
        );
      }
      if (username === 'player01' && password === 'secret12') return base(input);
      failures += 1;
      return new FakeGatewayError(
        'US_INCORRECT_USERNAME_PASSWORD_ERROR',
        undefined,
        failures >= 3 ? { captchaRequired: true } : undefined,
      );
    },
  };
}

const logins = (inputs: { path: string; input: unknown }[]) =>
  inputs.filter((c) => c.path === 'auth.login').map((c) => c.input as LoginInput);

async function openLogin(names = { login: 'Log in', username: 'Username', password: 'Password' }) {
  const view = renderApp({ api: thresholdApi() });
  await view.user.click(await screen.findByRole('button', { name: names.login }));
  await screen.findByLabelText(names.password);
  const dialog = screen.getByRole('dialog', { name: names.login });
  await view.user.type(within(dialog).getByLabelText(names.username), 'player01');
  const attempt = async (password: string) => {
    const field = within(dialog).getByLabelText(names.password);
    await view.user.clear(field);
    await view.user.type(field, password);
    const before = logins(view.fake.inputs).length;
    await view.user.click(within(dialog).getByRole('button', { name: names.login }));
    await waitFor(() => expect(logins(view.fake.inputs).length).toBe(before + 1));
  };
  return { ...view, dialog, attempt };
}

describe('login captcha after failed attempts', () => {
  it('shows the captcha with a fresh image right after the failure that made it necessary', async () => {
    const { dialog, attempt, user, fake } = await openLogin();
    await attempt('wrong111');
    await attempt('wrong222');
    expect(await within(dialog).findByText('Wrong account or password.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();

    await attempt('wrong333');
    // The third failure says the next attempt needs a captcha: the field is there before it.
    const captcha = await within(dialog).findByLabelText('Captcha');
    expect(captcha).toHaveValue('');
    expect(captcha).toHaveAccessibleDescription(
      'For your security, enter the characters shown in the image with your next attempt.',
    );
    expect(within(dialog).getByText('Wrong account or password.')).toBeInTheDocument();
    await waitFor(() => expect(fake.inputs.filter((c) => c.path === 'auth.captcha')).toHaveLength(1));
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();

    // The next attempt carries the captcha and is never refused for the lack of one.
    await user.type(captcha, 'ab12');
    await attempt('secret12');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = logins(fake.inputs);
    expect(sent).toHaveLength(4);
    expect(sent.slice(0, 3).every((l) => l.captcha === undefined)).toBe(true);
    expect(sent[3]).toMatchObject({ password: 'secret12', captcha: 'ab12' });
  });

  it('says the captcha was wrong when the platform names the field with its code', async () => {
    const { api } = accountApi();
    const view = renderApp({
      api: {
        ...api,
        'auth.login': new FakeGatewayError(
          'CAPTCHA_ERROR',
          { captcha: 'CAPTCHA_ERROR' },
          { captchaRequired: true },
        ),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await view.user.type(within(dialog).getByLabelText('Username'), 'player01');
    await view.user.type(await within(dialog).findByLabelText('Password'), 'wrong111');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const captcha = await within(dialog).findByLabelText('Captcha');
    await waitFor(() =>
      expect(captcha).toHaveAccessibleDescription(
        expect.stringContaining(
          'The captcha is wrong or missing. Please enter the characters shown in the image.',
        ),
      ),
    );
  });

  it('explains the captcha in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const { dialog, attempt } = await openLogin({
      login: 'Đăng nhập',
      username: 'Tên đăng nhập',
      password: 'Mật khẩu',
    });
    await attempt('wrong111');
    await attempt('wrong222');
    await attempt('wrong333');
    expect(await within(dialog).findByLabelText('Mã xác nhận')).toHaveAccessibleDescription(
      'Để bảo vệ tài khoản, vui lòng nhập các ký tự trong hình ở lần đăng nhập tiếp theo.',
    );
  });
});
