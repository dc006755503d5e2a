/**
 * The accounts part of the fake platform (docs/INTERFACES.md "Accounts"): members, tokens,
 * captchas bound to a device id, SMS codes, registration and passwords, in memory. Encrypted bodies
 * are decrypted with the fake's private key, as the platform would, so a test can also assert that a
 * body left the gateway encrypted.
 */
import {
  accountsEndpoints,
  LoginRequestSchema,
  profileEndpoints,
  supportEndpoints,
  systemEndpoints,
  type LanguageCode,
  type LoginValue,
} from '@portal/contracts';
import { decryptPayload } from '@portal/contracts/crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { fakeFail, fakeRoute, pathOf } from './fake-route.js';

export interface FakeMember {
  id: number;
  account: string;
  password: string;
  type: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** false: registered by mobile without a password (the platform's hash is of random bytes). */
  hasPassword?: boolean;
  /** Club rank level (default 1); above 4 gets the VIP customer-service desk. */
  rankLevel?: number;
  /** The interface language the member chose (profile.setLanguage). */
  language?: LanguageCode;
}

export interface FakeAccountsState {
  members: Map<string, FakeMember>;
  /** token -> account */
  tokens: Map<string, string>;
  /** deviceId -> captcha code */
  captchas: Map<string, string>;
  /** dialing code + number -> code */
  smsCodes: Map<string, string>;
  /** Bodies of the SMS sends that reached the platform, oldest first. */
  smsSent: Array<Record<string, string | undefined>>;
  /** Decrypted bodies of encrypted calls, newest last, and when each arrived (Date.now()). */
  decrypted: Array<{ path: string; body: Record<string, unknown>; at: number }>;
  /** Makes the platform logout (accountsEndpoints.logout) answer 500. */
  failLogout: boolean;
  nextId: number;
}

export const FAKE_PASSWORD = 'Secret123';
export const FAKE_CAPTCHA = '4321';
export const FAKE_SMS_CODE = '246810';
/** The token of alice's mailed reset link. */
export const FAKE_RESET_TOKEN = 'reset-token-0123456789abcdef';

function member(id: number, account: string, extra: Partial<FakeMember> = {}): FakeMember {
  return {
    id,
    account,
    password: FAKE_PASSWORD,
    type: 3,
    mobileNum: null,
    countryDialingCode: null,
    email: `${account}@example.com`,
    firstTimeLogin: false,
    passwordExpired: false,
    ...extra,
  };
}

/** The member whose token a fake platform call carries, if any. */
export function fakeMemberOf(accounts: FakeAccountsState, req: FastifyRequest): FakeMember | null {
  const account = accounts.tokens.get(String(req.headers.authorization ?? ''));
  return account ? (accounts.members.get(account) ?? null) : null;
}

export function seedMembers(): Map<string, FakeMember> {
  const list = [
    member(1, 'alice', { mobileNum: '912345678', countryDialingCode: '+84' }),
    member(2, 'agent1', { type: 41 }),
    member(3, 'newbie', { firstTimeLogin: true }),
    member(4, 'expired', { passwordExpired: true }),
    member(5, 'simple', { password: '123456' }),
    // Logs in only with an SMS code (LOGINIPVERF3: every IP is new to this account).
    member(6, 'traveller', { mobileNum: '933333333', countryDialingCode: '+84' }),
    member(7, 'vipmember', { rankLevel: 5 }),
    member(8, 'guest0001', { type: 4 }),
  ];
  return new Map(list.map((m) => [m.account, m]));
}

export function newAccountsState(): FakeAccountsState {
  return {
    members: seedMembers(),
    tokens: new Map(),
    captchas: new Map(),
    smsCodes: new Map(),
    smsSent: [],
    decrypted: [],
    failLogout: false,
    nextId: 100,
  };
}

export function registerFakeAccounts(
  app: FastifyInstance,
  state: FakeAccountsState,
  privateKey: () => string,
): (req: FastifyRequest) => Record<string, unknown> | null {
  const decrypt = (req: FastifyRequest): Record<string, unknown> | null => {
    try {
      const body = decryptPayload(String(req.headers.encryption ?? ''), String(req.body), privateKey());
      const record = body as Record<string, unknown>;
      state.decrypted.push({ path: pathOf(req), body: record, at: Date.now() });
      return record;
    } catch {
      return null;
    }
  };
  const issue = (m: FakeMember): LoginValue => {
    const token = randomBytes(24).toString('hex');
    state.tokens.set(token, m.account);
    return {
      token,
      id: m.id,
      userName: m.account,
      customerType: m.type,
      firstTimeLogin: m.firstTimeLogin,
      passwordExpired: m.passwordExpired,
      ...(m.hasPassword === false ? { hasPassword: false } : {}),
    };
  };
  const authed = (req: FastifyRequest): FakeMember | null => {
    const account = state.tokens.get(String(req.headers.authorization ?? ''));
    return account ? (state.members.get(account) ?? null) : null;
  };
  const byMobile = (dial: unknown, num: unknown) =>
    [...state.members.values()].find((m) => m.mobileNum === num && m.countryDialingCode === dial) ?? null;
  const takeSmsCode = (dial: unknown, num: unknown, code: unknown): boolean => {
    const key = `${String(dial)}${String(num)}`;
    if (state.smsCodes.get(key) !== code) return false;
    state.smsCodes.delete(key);
    return true;
  };

  fakeRoute(app, accountsEndpoints.captcha, (req) => {
    const deviceId = String((req.query as Record<string, string>).deviceId ?? '');
    state.captchas.set(deviceId, FAKE_CAPTCHA);
    return 'data:image/svg+xml;base64,PHN2Zy8+';
  });

  fakeRoute(app, accountsEndpoints.login, (req, reply) => {
    const body = decrypt(req);
    if (!body) return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    const parsed = LoginRequestSchema.safeParse(body);
    if (!parsed.success) return fakeFail(reply, 400, 'request_param_err');
    const login = parsed.data;
    // The fake has no Firebase project (tests/firebase.test.ts runs it against the real platform).
    if (login.type === 'firebase') return fakeFail(reply, 403, 'function.not.available');
    if (login.type === 'sms') {
      const m = byMobile(login.countryDialingCode, login.username);
      if (!m || !takeSmsCode(login.countryDialingCode, login.username, login.password)) {
        return fakeFail(reply, 400, 'SMS_CODE_INVALID', { code: 'SMS_CODE_INVALID' });
      }
      return issue(m);
    }
    if (login.captcha !== undefined) {
      const expected = state.captchas.get(login.loginDeviceId);
      state.captchas.delete(login.loginDeviceId);
      if (expected !== login.captcha)
        return fakeFail(reply, 400, 'CAPTCHA_ERROR', { captcha: 'CAPTCHA_ERROR' });
    }
    const m = state.members.get(login.username);
    if (!m || m.password !== login.password)
      return fakeFail(reply, 400, 'US_INCORRECT_USERNAME_PASSWORD_ERROR');
    if (m.account === 'traveller') {
      if (!login.ipVerificationCode) {
        return fakeFail(reply, 400, 'LOGIN_IP_VERIFICATION_REQUIRED', undefined, {
          maskedMobile: '+84 ****333',
        });
      }
      if (!takeSmsCode(m.countryDialingCode, m.mobileNum, login.ipVerificationCode)) {
        return fakeFail(reply, 400, 'SMS_CODE_INVALID');
      }
    }
    return issue(m);
  });

  fakeRoute(app, accountsEndpoints.freePlay, () => {
    const id = state.nextId++;
    const m = member(id, `trial${id}`, { type: 4, email: null, password: randomBytes(8).toString('hex') });
    state.members.set(m.account, m);
    return issue(m);
  });

  fakeRoute(app, accountsEndpoints.sendSms, (req) => {
    const body = req.body as { mobileNum?: string; countryDialingCode?: string; username?: string };
    state.smsSent.push({ ...body });
    const owner = body.username ? state.members.get(body.username) : undefined;
    if (owner) state.smsCodes.set(`${owner.countryDialingCode}${owner.mobileNum}`, FAKE_SMS_CODE);
    else state.smsCodes.set(`${body.countryDialingCode}${body.mobileNum}`, FAKE_SMS_CODE);
    return { expiredMinutes: 2 };
  });

  // A member's code to a mobile it binds: recorded with the other sends (purpose `bind`).
  fakeRoute(app, profileEndpoints.sendMobileCode, (req) => {
    const body = req.body as { mobileNum?: string; countryDialingCode?: string };
    state.smsSent.push({ ...body, purpose: 'bind' });
    return { expiredMinutes: 2 };
  });

  fakeRoute(app, accountsEndpoints.countryCodes, () => [
    { countryCode: 'VN', countryDialingCode: '+84' },
    { countryCode: 'TH', countryDialingCode: '+66' },
  ]);
  fakeRoute(app, systemEndpoints.registerRules, () => ({
    username: {
      acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
      minLength: 4,
      maxLength: 16,
      patternId: 1,
      required: true,
      enabled: true,
    },
  }));
  fakeRoute(app, accountsEndpoints.checkUsername, (req) => {
    const username = String((req.query as Record<string, string>).username ?? '');
    return { available: !state.members.has(username) };
  });
  fakeRoute(app, accountsEndpoints.checkAffiliate, (req) => {
    const code = String((req.query as Record<string, string>).code ?? '');
    return { valid: code === 'AFF1' };
  });

  const register = (req: FastifyRequest, reply: FastifyReply, byMobile: boolean) => {
    const body = decrypt(req);
    if (!body) return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    const account = byMobile ? `m${String(body.mobileNum)}` : String(body.username ?? '');
    if (!account || state.members.has(account)) return fakeFail(reply, 409, 'US_CUSTOMER_EXIST_ERROR');
    if (body.password === '123456') return fakeFail(reply, 400, 'PROHIBIT_PASSWORD_123456');
    const passwordless = byMobile && body.password === undefined;
    const m = member(state.nextId++, account, {
      password: passwordless ? randomBytes(24).toString('hex') : String(body.password),
      ...(passwordless ? { hasPassword: false } : {}),
      mobileNum: typeof body.mobileNum === 'string' ? body.mobileNum : null,
      countryDialingCode: typeof body.countryDialingCode === 'string' ? body.countryDialingCode : null,
    });
    state.members.set(account, m);
    return { customerId: m.id, login: body.login === true ? issue(m) : null };
  };
  fakeRoute(app, accountsEndpoints.register, (req, reply) => register(req, reply, false));
  fakeRoute(app, accountsEndpoints.registerMobile, (req, reply) => register(req, reply, true));

  fakeRoute(app, accountsEndpoints.forgotByEmail, (req, reply) => {
    const body = req.body as { username?: string; email?: string };
    const m = state.members.get(String(body.username));
    if (!m) return fakeFail(reply, 400, 'USER_NOT_EXIST');
    if (m.email !== body.email) return fakeFail(reply, 400, 'EMAIL_NOT_MATCH');
    return null;
  });

  fakeRoute(app, accountsEndpoints.resetByEmail, (req, reply) => {
    const body = req.body as { token?: string; newPassword?: string };
    if (body.token !== FAKE_RESET_TOKEN) return fakeFail(reply, 400, 'RESET_TOKEN_INVALID');
    const m = state.members.get('alice');
    if (m) m.password = String(body.newPassword);
    return null;
  });

  fakeRoute(app, accountsEndpoints.resetByPhone, (req, reply) => {
    const body = decrypt(req);
    if (!body) return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    const m = byMobile(body.countryDialingCode, body.mobileNum);
    if (!m || !takeSmsCode(body.countryDialingCode, body.mobileNum, body.verificationCode)) {
      return fakeFail(reply, 400, 'SMS_CODE_INVALID');
    }
    m.password = String(body.newPassword);
    m.passwordExpired = false;
    return issue(m);
  });

  fakeRoute(app, accountsEndpoints.changePassword, (req, reply) => {
    const m = authed(req);
    if (!m) return fakeFail(reply, 401, 'login.not.session');
    const body = decrypt(req);
    if (!body) return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    const forced =
      m.firstTimeLogin || m.passwordExpired || m.password === '123456' || m.hasPassword === false;
    if (body.oldPassword === undefined ? !forced : body.oldPassword !== m.password) {
      return fakeFail(reply, 400, 'OLD_PASSWORD_INCORRECT');
    }
    if (body.newPassword !== body.confirmNewPassword) return fakeFail(reply, 400, 'PASSWORD_MISMATCH');
    m.password = String(body.newPassword);
    m.firstTimeLogin = false;
    m.passwordExpired = false;
    delete m.hasPassword;
    // As the platform does: every token of the member goes, the caller gets a new one.
    for (const [token, account] of state.tokens) if (account === m.account) state.tokens.delete(token);
    return { token: issue(m).token };
  });

  fakeRoute(app, accountsEndpoints.logout, (req, reply) => {
    if (state.failLogout) return reply.code(500).send({ success: false, errorCode: 'SYSTEM_ERROR' });
    const token = String(req.headers.authorization ?? '');
    if (!state.tokens.delete(token)) return fakeFail(reply, 401, 'login.not.session');
    return null;
  });

  fakeRoute(app, accountsEndpoints.memberInfo, (req, reply) => {
    const m = authed(req);
    if (!m) return fakeFail(reply, 401, 'login.not.session');
    return {
      id: m.id,
      account: m.account,
      nickname: m.account,
      type: m.type,
      mobile: m.mobileNum ? `***${m.mobileNum.slice(-3)}` : null,
      email: m.email ? '***@example.com' : null,
      regDate: '2026-01-01 00:00:00',
      toUpline: false,
      clubLabel: { labelName: 'Member', rankLevel: m.rankLevel ?? 1 },
      memberLabel: [],
      language: m.language ?? null,
    };
  });
  fakeRoute(app, profileEndpoints.setLanguage, (req, reply) => {
    const m = authed(req);
    if (!m) return fakeFail(reply, 401, 'login.not.session');
    m.language = (req.body as { language: LanguageCode }).language;
    return { language: m.language };
  });
  fakeRoute(app, accountsEndpoints.avatar, (req, reply) => {
    if (!authed(req)) return fakeFail(reply, 401, 'login.not.session');
    return { avatar: '/cdn/avatar/1.svg', avatarType: 1 };
  });
  // Customer service and chat room.
  fakeRoute(app, supportEndpoints.chatUrl, (req, reply) => {
    const m = authed(req);
    if (!m) return fakeFail(reply, 401, 'login.not.session');
    const q = req.query as Record<string, string>;
    const params = new URLSearchParams({
      ticket: `t-${m.id}`,
      b2c: q.b2c ?? '',
      title: q.title ?? '',
      language: q.language ?? '',
      headerColor: q.headerColor ?? '',
    });
    return { chatUrl: `/support-chat/room?${params.toString()}` };
  });
  fakeRoute(app, supportEndpoints.chatUnread, (req, reply) => {
    if (!authed(req)) return fakeFail(reply, 401, 'login.not.session');
    return 2;
  });
  return decrypt;
}
