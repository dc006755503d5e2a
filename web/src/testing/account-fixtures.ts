import type { Balance, MemberInfo, RegisterRules } from '@portal/contracts';
import { PROFILE_FIELDS } from '@portal/contracts';
import type { AuthOptions, LoginResult } from '@/features/accounts/api/types';
import type { Me, Profile } from '@/features/accounts/api/types';
import type { SessionState } from '@/lib/session-state';
import { FakeGatewayError, type FakeApi } from './fake-trpc';

/** sha256('test-salt3'): the fake challenge's answer is 3, found in a few hashes. */
export const challenge = {
  provider: 'altcha' as const,
  challenge: {
    algorithm: 'SHA-256',
    challenge: '5e90fa0035d541bb6f301f92246f559ce442f02fb3cfe47d62e669da32dda0bc',
    maxnumber: 10,
    salt: 'test-salt',
    signature: 'sig',
  },
};

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: number,
  required: boolean,
  enabled = true,
) => ({ acceptedPattern, minLength, maxLength, patternId, required, enabled });

/** The seed brand's rules (services/mock-upstream/src/db/seed/brand.ts), captcha off. */
export function registerRules(): RegisterRules {
  return {
    username: rule('^[A-Za-z][A-Za-z0-9]{5,15}$', 6, 16, 1, true),
    password: rule('^[A-Za-z0-9]{6,20}$', 6, 20, 4, true),
    payeeName: rule('^[A-Za-z]+( [A-Za-z]+)+$', 3, 50, 11, false),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', 6, 100, 3, false),
    mobileNum: rule('^[0-9]{7,15}$', 7, 15, 5, false),
    affiliateCode: rule('^[A-Za-z0-9]{4,20}$', 4, 20, 4, false),
    captcha: rule('^[A-Za-z0-9]{4}$', 4, 4, 4, true, false),
  };
}

export function authOptions(overrides: Partial<AuthOptions> = {}): AuthOptions {
  return {
    registerRules: registerRules(),
    countryCodes: [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'PH', countryDialingCode: '63' },
    ],
    usernameRegister: true,
    mobileRegister: true,
    mobileRegisterVerify: true,
    mobilePasswordRegister: true,
    smsLogin: true,
    firebase: null,
    freePlay: true,
    forgotByPhone: true,
    captchaOnLogin: false,
    rememberedUsername: null,
    minimumAge: 18,
    ...overrides,
  };
}

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player01',
    nickname: 'Lucky Player',
    type: 3,
    mobile: null,
    email: null,
    regDate: '2026-01-01',
    toUpline: false,
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    memberLabel: [],
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    member: memberInfo(),
    isAgent: false,
    isTrial: false,
    firstTimeLogin: false,
    mustChangePassword: false,
    ...overrides,
  };
}

export function balance(sumBalance = '1234.5'): Balance {
  return { sumBalance, balance: [], currency: 'USD', currencySymbol: '$' };
}

export const loggedIn: SessionState = {
  isLoggedIn: true,
  isAgent: false,
  type: 3,
  mustChangePassword: false,
};

/** The one reset token `auth.resetByEmail` accepts, once (as the mailed link's `?token=`). */
export const RESET_TOKEN = 'reset-token-0123456789abcdef';

/**
 * A small account world: `auth.login` accepts player01 / secret12 and starts a session, logout ends
 * it, and `session.state` and `member.*` follow.
 */
export function accountApi({
  options = {},
  session: initial = { isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false },
  me = {},
  result = {},
}: {
  options?: Partial<AuthOptions>;
  session?: SessionState;
  me?: Partial<Me>;
  result?: Partial<LoginResult>;
} = {}) {
  let session = initial;
  let resetTokenUsed = false;
  const start = () => {
    session = {
      isLoggedIn: true,
      isAgent: result.isAgent ?? false,
      type: result.isTrial ? 4 : 3,
      mustChangePassword: result.mustChangePassword ?? false,
    };
    return loginResult(result);
  };
  const api: FakeApi = {
    'session.state': () => session,
    'auth.options': authOptions(options),
    'auth.challenge': challenge,
    'auth.captcha': { image: 'data:image/png;base64,iVBORw0KGgo=' },
    'auth.login': (input: unknown) => {
      const { username, password } = input as { username: string; password: string };
      if (username !== 'player01' || password !== 'secret12')
        return new FakeGatewayError('US_INCORRECT_USERNAME_PASSWORD_ERROR');
      return start();
    },
    'auth.loginSms': () => start(),
    'auth.freePlay': () => {
      session = { isLoggedIn: true, isAgent: false, type: 4, mustChangePassword: false };
      return loginResult({ isTrial: true, member: memberInfo({ type: 4, account: 'guest123' }) });
    },
    'auth.sendCode': { expiredMinutes: 2 },
    'auth.register': () => start(),
    'auth.checkAffiliate': { valid: true },
    'auth.forgotByEmail': { sent: true },
    'auth.forgotByPhone': () => start(),
    'auth.resetByEmail': (input: unknown) => {
      const { token, newPassword, confirmPassword } = input as {
        token: string;
        newPassword: string;
        confirmPassword: string;
      };
      if (newPassword !== confirmPassword)
        return new FakeGatewayError('PASSWORD_MISMATCH', { confirmPassword: 'validation.password_mismatch' });
      if (token !== RESET_TOKEN || resetTokenUsed) return new FakeGatewayError('RESET_TOKEN_INVALID');
      resetTokenUsed = true;
      return { ok: true };
    },
    'auth.changePassword': () => {
      const { hasPassword: _set, ...rest } = session;
      session = { ...rest, mustChangePassword: false };
      return { ok: true };
    },
    'auth.logout': () => {
      session = { isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false };
      return { ok: true };
    },
    'member.me': () =>
      session.isLoggedIn
        ? {
            info: memberInfo(session.type === 4 ? { type: 4 } : {}),
            avatar: null,
            isAgent: session.isAgent,
            isTrial: session.type === 4,
            ...me,
          }
        : new FakeGatewayError('login.not.session'),
    'member.balance': () => balance(),
    ...profileApi(),
  };
  return { api, session: () => session };
}

/** The security centre's profile as `profile.get` answers it: the default rules, nothing set. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  const fields = PROFILE_FIELDS;
  const values = Object.fromEntries(fields.map((f) => [f, ''])) as Profile['values'];
  const rules = Object.fromEntries(
    fields.map((f) => [f, { shown: true, required: f === 'nickname' || f === 'birthday' }]),
  ) as Profile['rules'];
  return {
    values: { ...values, nickname: 'Player One' },
    rules,
    realNameLocked: false,
    minimumAge: 18,
    email: { masked: null, verified: false },
    mobile: { masked: '+84 91*****78', verified: false },
    ...overrides,
  };
}

/** The `profile.*` procedures of a member with two sessions and one page of logins. */
export function profileApi(initial: Profile = profile()): FakeApi {
  let current = initial;
  return {
    'profile.get': () => current,
    'profile.update': (input: unknown) => {
      current = { ...current, values: { ...current.values, ...(input as Partial<Profile['values']>) } };
      return current;
    },
    'profile.avatars': {
      icons: [1, 2, 3, 4].map((id) => ({ id, url: `/avatar/preset/${id}.svg` })),
      current: null,
    },
    'profile.chooseAvatar': (input: unknown) => ({
      avatar: `/avatar/preset/${(input as { iconId: number }).iconId}.svg`,
      avatarType: 2,
    }),
    // The member's interface language, kept as it is asked (app/member-language.ts).
    'profile.setLanguage': (input: unknown) => input,
    'profile.sendEmailCode': { expiredMinutes: 5 },
    'profile.bindEmail': () => {
      current = { ...current, email: { masked: 'pl***@example.com', verified: true } };
      return current;
    },
    'profile.sendMobileCode': { expiredMinutes: 5 },
    'profile.bindMobile': () => current,
    'profile.loginHistory': {
      list: [
        {
          id: 2,
          time: '2026-11-27 21:00:00',
          ip: '203.0.113.7',
          device: 'web 1a2b3c',
          loginType: 'username',
        },
        { id: 1, time: '2026-11-26 09:30:00', ip: '198.51.100.4', device: 'web 9f8e7d', loginType: 'sms' },
      ],
      pageNo: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
    },
    'profile.sessions': [
      {
        id: 12,
        createdAt: '2026-11-27 21:00:00',
        ip: '203.0.113.7',
        device: 'web 1a2b3c',
        loginType: 'username',
        current: true,
      },
      {
        id: 9,
        createdAt: '2026-11-26 09:30:00',
        ip: '198.51.100.4',
        device: 'web 9f8e7d',
        loginType: 'sms',
        current: false,
      },
    ],
    'profile.endSession': (input: unknown) => ({ current: (input as { id: number }).id === 12 }),
  };
}
