/**
 * Phone sign-in by Firebase in the login and register dialogs (ADR 0023). The token source is
 * replaced by a local one (no internet, no Firebase): it "texts" a known code to the number and, for
 * that code, hands out an ID token of the number; the gateway behind the dialogs is the fake tRPC
 * link. The SDK's chunk is the module mocked here, so the tests also see when it is loaded.
 */
import type { FirebaseWebConfig } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi, loginResult } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';
import type { PhoneSignIn } from '../lib/phone-sign-in';

const TEXTED_CODE = '654321';
const FIREBASE: FirebaseWebConfig = {
  apiKey: 'test-api-key',
  authDomain: 'lotus.firebaseapp.com',
  projectId: 'lotus',
  authEmulatorUrl: null,
};

/** The local token source: what it was asked, and the ID token it hands out for a number. */
const local = vi.hoisted(() => ({
  loads: 0,
  created: [] as { projectId: string; language: string; hasHost: boolean }[],
  sent: [] as string[],
  tokenOf: (e164: string) =>
    `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify({ phone_number: e164 })).replaceAll('=', '')}.c2ln`,
}));

vi.mock('../lib/firebase-phone-sign-in', () => {
  local.loads += 1;
  return {
    createFirebasePhoneSignIn: (
      config: FirebaseWebConfig,
      host: () => HTMLElement | null,
      language: string,
    ): PhoneSignIn => {
      local.created.push({ projectId: config.projectId, language, hasHost: host() !== null });
      let sentTo: string | null = null;
      return {
        async sendCode(e164) {
          local.sent.push(e164);
          sentTo = e164;
        },
        async confirm(code) {
          if (code !== TEXTED_CODE)
            throw Object.assign(new Error('wrong'), { code: 'auth/invalid-verification-code' });
          return local.tokenOf(sentTo!);
        },
        dispose() {},
      };
    },
  };
});

beforeEach(() => {
  local.created.length = 0;
  local.sent.length = 0;
});

const calls = (inputs: { path: string; input: unknown }[], path: string) =>
  inputs.filter((c) => c.path === path).map((c) => c.input as Record<string, unknown>);

function firebaseApi(overrides: FakeApi = {}, options = {}): FakeApi {
  const { api } = accountApi({ options: { firebase: FIREBASE, ...options } });
  return {
    ...api,
    'auth.loginFirebase': () => loginResult(),
    'auth.register': () => loginResult(),
    ...overrides,
  };
}

async function openPhoneLogin(api: FakeApi = firebaseApi()) {
  const view = renderApp({ api });
  await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
  // The dialog shows "Loading" until its chunk is in: its tabs say it is.
  await view.user.click(await screen.findByRole('tab', { name: 'SMS login' }));
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  await view.user.type(within(dialog).getByLabelText('Mobile number'), '0912 345 678');
  return { ...view, dialog };
}

describe('login by a Firebase phone sign-in', () => {
  it('loads the SDK only when a code is asked for, texts the number in E.164 and counts down one minute', async () => {
    const loadsBefore = local.loads;
    const { dialog, user, fake } = await openPhoneLogin();
    expect(local.loads).toBe(loadsBefore);
    expect(within(dialog).getByText(/sent by Google Firebase/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(local.loads).toBe(loadsBefore + 1);
    expect(local.sent).toEqual(['+84912345678']);
    expect(local.created).toEqual([{ projectId: 'lotus', language: 'en', hasHost: true }]);
    // Firebase texted it: the platform's own SMS is not asked for.
    expect(calls(fake.inputs, 'auth.sendCode')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Verification code'), TEXTED_CODE);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fake.inputs, 'auth.loginFirebase')).toEqual([
      { idToken: local.tokenOf('+84912345678'), rememberMe: true },
    ]);
    expect(calls(fake.inputs, 'auth.loginSms')).toEqual([]);
  });

  it('says the code is wrong beside it, and logs nobody in', async () => {
    const { dialog, user, fake } = await openPhoneLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 60 s' });
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The verification code is incorrect.'));
    expect(calls(fake.inputs, 'auth.loginFirebase')).toEqual([]);
  });

  it('asks for a code first when none was sent to the number typed', async () => {
    const { dialog, user, fake } = await openPhoneLogin();
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, TEXTED_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Request a code for this number first.'));

    // A code sent to another number does not prove this one.
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 60 s' });
    const mobile = within(dialog).getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '0987 654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Request a code for this number first.'));
    expect(calls(fake.inputs, 'auth.loginFirebase')).toEqual([]);
  });

  it("words the platform's refusals: an unknown number beside the field, a spent token in the banner", async () => {
    let answer: Error = new FakeGatewayError('MOBILE_NOT_REGISTERED');
    const { dialog, user } = await openPhoneLogin(firebaseApi({ 'auth.loginFirebase': () => answer }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 60 s' });
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, TEXTED_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
        'No account is registered with this mobile number. Please register first.',
      ),
    );

    answer = new FakeGatewayError('FIREBASE_TOKEN_EXPIRED', { firebaseIdToken: 'FIREBASE_TOKEN_EXPIRED' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('Your phone verification has expired. Please request a new code.'),
    ).toBeInTheDocument();
    // The token is spent: the next attempt asks for a new code instead of sending it again.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Request a code for this number first.'));
  });

  it('keeps to the platform SMS, without starting Firebase, while the module is off', async () => {
    const view = renderApp({ api: { ...accountApi().api, 'auth.sendCode': { expiredMinutes: 2 } } });
    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
    await view.user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await view.user.type(within(dialog).getByLabelText('Mobile number'), '0912 345 678');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(calls(view.fake.inputs, 'auth.sendCode')).toHaveLength(1);
    expect(local.sent).toEqual([]);
    expect(local.created).toEqual([]);
    expect(within(dialog).queryByText(/Google Firebase/)).not.toBeInTheDocument();
  });
});

describe('registration by a mobile number Firebase proved', () => {
  it('sends the ID token in place of the SMS code, without a password', async () => {
    const view = renderApp({
      api: firebaseApi({}, { mobilePasswordRegister: false, mobileRegisterVerify: false }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Register' }));
    await view.user.click(await screen.findByRole('tab', { name: 'By mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await view.user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText('Verification code'), TEXTED_CODE);
    await view.user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = calls(view.fake.inputs, 'auth.register');
    expect(sent).toMatchObject({
      method: 'mobile',
      mobileNum: '912345678',
      countryDialingCode: '84',
      firebaseIdToken: local.tokenOf('+84912345678'),
      firebaseChannel: 'sms',
      agree: true,
    });
    expect(sent).not.toHaveProperty('verificationCode');
    expect(sent).not.toHaveProperty('password');
  });

  it('sends the proven token again after a refusal for another reason, without a new code', async () => {
    let registers = 0;
    const view = renderApp({
      api: firebaseApi(
        {
          'auth.register': () => {
            registers += 1;
            return registers === 1
              ? new FakeGatewayError('US_CUSTOMER_EXIST_ERROR', { username: 'US_CUSTOMER_EXIST_ERROR' })
              : loginResult();
          },
        },
        { mobilePasswordRegister: false },
      ),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Register' }));
    await view.user.click(await screen.findByRole('tab', { name: 'By mobile number' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await view.user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 60 s' });
    await view.user.type(within(dialog).getByLabelText('Verification code'), TEXTED_CODE);
    await view.user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registers).toBe(1));
    // Refused for another reason: the proven token goes again, no new code needed.
    await view.user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls(view.fake.inputs, 'auth.register');
    expect(sent.map((s) => s.firebaseIdToken)).toEqual([
      local.tokenOf('+84912345678'),
      local.tokenOf('+84912345678'),
    ]);
    expect(local.sent).toEqual(['+84912345678']);
  });
});
