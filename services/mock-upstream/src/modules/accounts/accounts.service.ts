import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_PASSWORD,
  ErrorCode,
  isAgentType,
  PLAYER_TYPE,
  TRIAL_TYPE,
  type FieldErrors,
  type LoginRequest,
  type LoginType,
  type LoginValue,
  type MemberInfo,
  type RegisterRules,
  type RegisterUser,
} from '@portal/contracts';
import { normalizePhone, PHONE_PROBLEM_KEYS } from '@portal/contracts/phone';
import type { BackgroundWork } from '../../lib/background.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { requirePhone, storedE164, type NormalizedPhone } from '../../lib/phone.js';
import { hashToken, maskEmail, maskMobile, newToken } from '../../lib/secrets.js';
import { formatDateTime } from '../../lib/time.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MailProvider } from '../outbox/outbox.repository.js';
import type { CaptchaService } from '../verification/captcha.service.js';
import type { SmsPurpose, SmsService } from '../verification/sms.service.js';
import {
  uniqueViolation,
  type AccountsRepository,
  type MemberRow,
  type SessionRow,
} from './accounts.repository.js';
import { checkRegisterFields, meetsRule, ruleMessage } from './register-rules.js';

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURES_BEFORE_CAPTCHA = 3;
const IP_CHALLENGE_MS = 15 * 60_000;
const RESET_TOKEN_TTL_MS = 30 * 60_000;
const RESET_MAIL_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is calling: the visitor IP (from the gateway's x-forwarded-for) and the client's device id. */
export interface Caller {
  ip: string;
  deviceId: string;
}

export interface AccountsDeps {
  repo: AccountsRepository;
  sms: SmsService;
  captcha: CaptchaService;
  mail: MailProvider;
  registerRules(merchantId: number): Promise<RegisterRules>;
  isModuleEnabled(merchantId: number, modId: string): Promise<boolean>;
  /** Every token of the member was just revoked: the event stream tells the gateways (session.revoked). */
  sessionsRevoked?(merchantCode: string, memberId: number): void;
  /** Runs what an answer must not wait for (the forgot-password mail). */
  background: BackgroundWork;
}

export interface RegisterInput extends RegisterUser {
  login: boolean;
  loginDeviceId: string;
}

const incorrectLogin = () => AppError.rule(ErrorCode.incorrectUsernamePassword, 'wrong account or password');

const captchaError = (message: string) =>
  AppError.rule(ErrorCode.captchaError, message, { captcha: 'CAPTCHA_ERROR' });

function isExpired(merchant: MerchantRow, member: MemberRow): boolean {
  return member.passwordSetAt.getTime() + merchant.passwordMaxAgeDays * DAY_MS < Date.now();
}

/** The part of the register body kept in `profile` (fields without a column of their own). */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

export function createAccountsService(deps: AccountsDeps) {
  const { repo, sms, captcha, mail, background } = deps;

  async function openSession(
    member: MemberRow,
    loginType: LoginType | 'register' | 'freeplay' | 'reset' | 'password',
    mustChangePassword: boolean,
  ): Promise<string> {
    const token = newToken();
    await repo.insertSession({
      tokenHash: hashToken(token),
      memberId: member.id,
      loginType,
      mustChangePassword,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return token;
  }

  /** Revokes every token of the member and tells the gateways, which end the sessions holding one. */
  async function revokeAll(merchant: MerchantRow, memberId: number): Promise<void> {
    await repo.revokeSessionsOf(memberId, null);
    deps.sessionsRevoked?.(merchant.code, memberId);
  }

  function loginValue(merchant: MerchantRow, member: MemberRow, token: string): LoginValue {
    return {
      token,
      id: member.id,
      userName: member.account,
      customerType: member.type,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: isExpired(merchant, member),
      hasPassword: member.hasPassword,
    };
  }

  /** The password rule of the brand (the register rule of `password`), checked on every new password. */
  async function checkNewPassword(merchant: MerchantRow, password: string, field: string): Promise<void> {
    const rule = (await deps.registerRules(merchant.id))['password'];
    if (rule && !meetsRule(rule, password)) {
      throw AppError.badRequest('the password does not follow the password rule', {
        [field]: ruleMessage(rule),
      });
    }
    if (merchant.prohibitDefaultPassword && password === DEFAULT_PASSWORD) {
      throw AppError.rule(ErrorCode.prohibitPassword123456, 'this password is not allowed', {
        [field]: 'PROHIBIT_PASSWORD_123456',
      });
    }
  }

  /**
   * Records this attempt as a failed login of the account and of the IP before its password is
   * checked (repo.reserveFailure, serialised per account and IP): of any number of attempts without
   * a captcha arriving together, at most FAILURES_BEFORE_CAPTCHA get a reservation and the others
   * are asked for a captcha. The rows stay as the failure when the password is wrong and are
   * withdrawn otherwise. Null: a captcha is due and none was sent.
   */
  function reserveAttempt(
    merchant: MerchantRow,
    account: string,
    ip: string,
    withCaptcha: boolean,
  ): Promise<number[] | null> {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS);
    return repo.reserveFailure(merchant.id, { account, ip }, since, FAILURES_BEFORE_CAPTCHA, withCaptcha);
  }

  async function checkRegistrationCap(merchant: MerchantRow, ip: string): Promise<void> {
    const made = await repo.countRegistrationsFrom(ip, new Date(Date.now() - DAY_MS));
    if (made >= merchant.registrationsPerIpPerDay) {
      throw AppError.tooManyRequests('too many accounts registered from this address today');
    }
  }

  async function loginByPassword(
    merchant: MerchantRow,
    body: LoginRequest,
    caller: Caller,
  ): Promise<LoginValue> {
    const account = body.username.trim().toLowerCase();
    // A captcha that is sent is always checked, required or not: a client (the gateway) may demand
    // one on its own counters, and a wrong code must never pass just because this side did not ask.
    if (body.captcha && !(await captcha.verify(caller.deviceId, body.captcha))) {
      throw captchaError('the captcha is wrong');
    }
    const reserved = await reserveAttempt(merchant, account, caller.ip, Boolean(body.captcha));
    if (!reserved) throw captchaError('a captcha is required');
    const member = await repo.findByAccount(merchant.id, account);
    // Verified even when there is no such member (against a dummy hash): same answer, same time.
    const matches = await verifyPassword(member?.passwordHash, body.password);
    // A wrong password leaves the reserved failure in place.
    if (!member || !matches) throw incorrectLogin();
    await repo.removeFailures(reserved);
    if (member.status !== 'active') {
      throw AppError.rule(ErrorCode.forbiddenLogin, 'this account may not log in');
    }
    await repo.clearFailures(merchant.id, 'account', account);

    if (
      member.mobileNum &&
      member.countryDialingCode &&
      (await deps.isModuleEnabled(merchant.id, 'LOGINIPVERF3')) &&
      !(await repo.hasLoginIp(member.id, caller.ip))
    ) {
      if (!body.ipVerificationCode) {
        await repo.setIpChallenge(member.id, new Date(Date.now() + IP_CHALLENGE_MS));
        throw new AppError(
          400,
          ErrorCode.loginIpVerificationRequired,
          'a code sent to the account mobile is required to log in from this address',
          undefined,
          { maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum) ?? '' },
        );
      }
      await sms.verify(
        merchant,
        storedE164(member.countryDialingCode, member.mobileNum),
        'loginIp',
        body.ipVerificationCode,
      );
      await repo.setIpChallenge(member.id, null);
    }
    await repo.addLoginIp(member.id, caller.ip);

    const forcedByExpiry =
      isExpired(merchant, member) && (await deps.isModuleEnabled(merchant.id, 'PWDEXPFORCECHANGE3'));
    const mustChange = member.firstTimeLogin || body.password === DEFAULT_PASSWORD || forcedByExpiry;
    return loginValue(merchant, member, await openSession(member, 'username', mustChange));
  }

  async function loginBySms(merchant: MerchantRow, body: LoginRequest, caller: Caller): Promise<LoginValue> {
    if (!(await deps.isModuleEnabled(merchant.id, 'MOBILEVERCODELOGIN3'))) {
      throw AppError.functionNotAvailable('MOBILEVERCODELOGIN3');
    }
    // username is the number as typed; every form of it is the one E.164 the code was sent to.
    const phone = requirePhone(body.countryDialingCode, body.username, 'username');
    await sms.verify(merchant, phone.e164, 'login', body.password);
    const member = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
    if (!member) throw incorrectLogin();
    if (member.status !== 'active')
      throw AppError.rule(ErrorCode.forbiddenLogin, 'this account may not log in');
    await repo.addLoginIp(member.id, caller.ip);
    // A code login proves the phone, not the password: no forced change from here (spec section 4).
    return loginValue(merchant, member, await openSession(member, 'sms', false));
  }

  /**
   * MOBILENUMPASSREG3 decides whether a mobile registration asks for a password. Off, and with
   * REGMOBVERF3 on, it does not: the number the SMS code proves is the credential. With both off a
   * password is still required, or the account would have no way in.
   */
  async function mayRegisterWithoutPassword(
    merchant: MerchantRow,
    method: 'username' | 'mobile',
  ): Promise<boolean> {
    if (method !== 'mobile') return false;
    const [passwordRegister, verify] = await Promise.all([
      deps.isModuleEnabled(merchant.id, 'MOBILENUMPASSREG3'),
      deps.isModuleEnabled(merchant.id, 'REGMOBVERF3'),
    ]);
    return !passwordRegister && verify;
  }

  async function uniqueAccountName(merchant: MerchantRow, base: string): Promise<string> {
    let name = base.toLowerCase();
    while (await repo.findByAccount(merchant.id, name)) name = `${base}${randomInt(100, 1000)}`.toLowerCase();
    return name;
  }

  async function insertMember(
    merchant: MerchantRow,
    row: Parameters<AccountsRepository['insert']>[0],
  ): Promise<MemberRow> {
    try {
      const created = await repo.insertWithinIpCap(
        row,
        merchant.registrationsPerIpPerDay,
        new Date(Date.now() - DAY_MS),
      );
      if (!created) throw AppError.tooManyRequests('too many accounts registered from this address today');
      return created;
    } catch (err) {
      // Two registrations racing past the pre-checks: the unique constraints decide.
      const violated = uniqueViolation(err);
      if (violated?.includes('mobile')) {
        throw AppError.rule(ErrorCode.mobileDuplicated, 'this mobile number is already registered', {
          mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED',
        });
      }
      if (violated?.includes('account')) {
        throw AppError.rule(ErrorCode.customerExist, 'this username is taken', {
          username: 'US_CUSTOMER_EXIST_ERROR',
        });
      }
      throw err;
    }
  }

  return {
    openSession,

    async login(merchant: MerchantRow, body: LoginRequest, caller: Caller): Promise<LoginValue> {
      switch (body.type) {
        case 'username':
          return loginByPassword(merchant, body, caller);
        case 'sms':
          return loginBySms(merchant, body, caller);
        default:
          // Firebase needs a Firebase project; the mock has none.
          throw AppError.functionNotAvailable('FIREBASE');
      }
    },

    async freePlay(merchant: MerchantRow, caller: Caller): Promise<LoginValue> {
      await checkRegistrationCap(merchant, caller.ip);
      const account = await uniqueAccountName(merchant, `guest${randomInt(10_000_000, 100_000_000)}`);
      const member = await insertMember(merchant, {
        merchantId: merchant.id,
        account,
        // Nobody knows this password: a trial account is only ever entered through this call.
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: TRIAL_TYPE,
        nickname: `Guest ${account.slice(-4)}`,
        registrationIp: caller.ip,
        registrationDevice: caller.deviceId,
      });
      await repo.addLoginIp(member.id, caller.ip);
      return loginValue(merchant, member, await openSession(member, 'freeplay', false));
    },

    async register(
      merchant: MerchantRow,
      method: 'username' | 'mobile',
      body: RegisterInput,
      caller: Caller,
    ): Promise<{ customerId: number; login: LoginValue | null }> {
      await checkRegistrationCap(merchant, caller.ip);
      const rules = await deps.registerRules(merchant.id);
      const values: Partial<Record<string, string>> = { ...body, login: undefined } as Partial<
        Record<string, string>
      >;
      // Normalised before the rules, the uniqueness check and storage: the rule sees the national
      // number however it was typed, and "0912345678" cannot register beside "912345678".
      const phoneFields: FieldErrors = {};
      let phone: NormalizedPhone | null = null;
      if (body.mobileNum) {
        const result = normalizePhone(body.countryDialingCode ?? '', body.mobileNum);
        if (result.ok) {
          phone = result;
          values['mobileNum'] = result.national;
        } else {
          phoneFields[result.field] = PHONE_PROBLEM_KEYS[result.problem];
        }
      }
      const passwordless = !body.password && (await mayRegisterWithoutPassword(merchant, method));
      const fields = checkRegisterFields(
        rules,
        values,
        method === 'mobile'
          ? { required: ['mobileNum'], optional: ['username'] }
          : { required: ['username'] },
      );
      if (passwordless) {
        delete fields['password'];
      } else {
        // Whatever the rules say, an account needs a way in: a password unless the phone is it.
        if (!body.password) fields['password'] ??= 'required';
        if (body.confirmPassword !== body.password) fields['confirmPassword'] = 'PASSWORD_MISMATCH';
      }
      // A number that is none says so, rather than the register rule measuring what was typed.
      Object.assign(fields, phoneFields);
      if (Object.keys(fields).length > 0) {
        if (Object.keys(fields).length === 1 && fields['confirmPassword']) {
          throw AppError.rule(ErrorCode.passwordMismatch, 'the passwords differ', fields);
        }
        throw AppError.badRequest('some fields do not follow the register rules', fields);
      }
      if (merchant.prohibitDefaultPassword && body.password === DEFAULT_PASSWORD) {
        throw AppError.rule(ErrorCode.prohibitPassword123456, 'this password is not allowed', {
          password: 'PROHIBIT_PASSWORD_123456',
        });
      }

      const captchaRule = rules['captcha'];
      if (captchaRule?.enabled && (captchaRule.required || body.captcha)) {
        if (!(await captcha.verify(body.loginDeviceId, body.captcha)))
          throw captchaError('the captcha is wrong');
      }

      if (body.username && (await repo.findByAccount(merchant.id, body.username))) {
        throw AppError.rule(ErrorCode.customerExist, 'this username is taken', {
          username: 'US_CUSTOMER_EXIST_ERROR',
        });
      }
      if (phone && (await repo.findByMobile(merchant.id, phone.dialingCode, phone.national))) {
        throw AppError.rule(ErrorCode.mobileDuplicated, 'this mobile number is already registered', {
          mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED',
        });
      }

      let uplineId: number | null = null;
      if (body.affiliateCode) {
        const agent = await repo.findByAffiliateCode(merchant.id, body.affiliateCode);
        if (!agent || !isAgentType(agent.type) || agent.status !== 'active') {
          throw AppError.rule(ErrorCode.invitationCodeError, 'unknown affiliate code', {
            affiliateCode: 'invitation_code_error',
          });
        }
        uplineId = agent.id;
      }
      let recommenderId: number | null = null;
      if (body.recommenderId) {
        const recommender = await repo.findByAccount(merchant.id, body.recommenderId);
        if (!recommender || recommender.type === TRIAL_TYPE) {
          throw AppError.rule(ErrorCode.illegalRecommender, 'unknown recommender', {
            recommenderId: 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
          });
        }
        recommenderId = recommender.id;
      }

      // Last, so that a refusal above never burns the code the person typed.
      if (method === 'mobile' && phone && (await deps.isModuleEnabled(merchant.id, 'REGMOBVERF3'))) {
        if (!body.verificationCode) {
          throw AppError.rule(ErrorCode.smsCodeInvalid, 'the SMS code is required', {
            verificationCode: 'SMS_CODE_INVALID',
          });
        }
        await sms.verify(merchant, phone.e164, 'register', body.verificationCode);
      }

      const account = body.username
        ? body.username.toLowerCase()
        : await uniqueAccountName(merchant, `m${phone?.national ?? randomInt(1e8, 1e9)}`);
      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const value = body[field];
        if (value && rules[field]?.enabled) profile[field] = value;
      }
      const member = await insertMember(merchant, {
        merchantId: merchant.id,
        account,
        // Password-less: like a trial account, a hash of random bytes nobody knows; the SMS-proven
        // number is the way in (code login, or forgot-by-phone / change password to set one).
        passwordHash: await hashPassword(body.password || randomBytes(24).toString('base64url')),
        hasPassword: !passwordless,
        type: PLAYER_TYPE,
        uplineId,
        recommenderId,
        nickname: body.username ?? account,
        mobileNum: phone?.national ?? null,
        countryDialingCode: phone?.dialingCode ?? null,
        email: body.email ? body.email.toLowerCase() : null,
        referralCode: body.referralCode || null,
        payeeName: body.payeeName || null,
        profile,
        registrationIp: caller.ip,
        registrationDevice: caller.deviceId,
      });
      await repo.addLoginIp(member.id, caller.ip);
      const login = body.login
        ? loginValue(merchant, member, await openSession(member, 'register', false))
        : null;
      return { customerId: member.id, login };
    },

    async usernameAvailable(merchant: MerchantRow, username: string): Promise<boolean> {
      return (await repo.findByAccount(merchant.id, username)) === undefined;
    },

    async affiliateValid(merchant: MerchantRow, code: string): Promise<boolean> {
      const agent = await repo.findByAffiliateCode(merchant.id, code);
      return agent !== undefined && isAgentType(agent.type) && agent.status === 'active';
    },

    /** The member behind a raw `Authorization` token, or 401 login.not.session. */
    async authenticate(token: string | undefined): Promise<{ session: SessionRow; member: MemberRow }> {
      if (!token || token.length < 16 || token.length > 256) throw AppError.notSession();
      const found = await repo.findLiveSession(hashToken(token));
      if (!found || found.member.status !== 'active') throw AppError.notSession();
      return found;
    },

    logout: (session: SessionRow) => repo.revokeSession(session.tokenHash),

    async changePassword(
      merchant: MerchantRow,
      auth: { session: SessionRow; member: MemberRow },
      body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    ): Promise<{ token: string }> {
      const { session, member } = auth;
      if (member.type === TRIAL_TYPE)
        throw AppError.rule(ErrorCode.trialAccount, 'a trial account has no password');
      if (body.oldPassword === undefined || body.oldPassword === '') {
        // No old password to prove: a forced change, or a member who never had one.
        if (!session.mustChangePassword && member.hasPassword) {
          throw AppError.rule(ErrorCode.oldPasswordIncorrect, 'the current password is required', {
            oldPassword: 'OLD_PASSWORD_INCORRECT',
          });
        }
      } else if (!(await verifyPassword(member.passwordHash, body.oldPassword))) {
        throw AppError.rule(ErrorCode.oldPasswordIncorrect, 'the current password is wrong', {
          oldPassword: 'OLD_PASSWORD_INCORRECT',
        });
      }
      if (body.confirmNewPassword !== body.newPassword) {
        throw AppError.rule(ErrorCode.passwordMismatch, 'the passwords differ', {
          confirmNewPassword: 'PASSWORD_MISMATCH',
        });
      }
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      const same =
        body.oldPassword !== undefined && body.oldPassword !== ''
          ? body.oldPassword === body.newPassword
          : await verifyPassword(member.passwordHash, body.newPassword);
      if (same) {
        throw AppError.rule(
          ErrorCode.passwordSameAsOld,
          'the new password must differ from the current one',
          {
            newPassword: 'PASSWORD_SAME_AS_OLD',
          },
        );
      }
      await repo.setPassword(member.id, await hashPassword(body.newPassword));
      // Whoever else held a session may have known the old password: they must log in again. The
      // caller's own token goes too (one captured before the change must not outlive it); the
      // caller carries on with a new one, which needs no further change.
      await revokeAll(merchant, member.id);
      return { token: await openSession(member, 'password', false) };
    },

    async resetByPhone(
      merchant: MerchantRow,
      body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
    ): Promise<LoginValue> {
      const phone = requirePhone(body.countryDialingCode, body.mobileNum);
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      await sms.verify(merchant, phone.e164, 'resetPassword', body.verificationCode);
      const member = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
      if (!member || member.type === TRIAL_TYPE)
        throw AppError.rule(ErrorCode.userNotExist, 'no such account');
      if (member.status !== 'active')
        throw AppError.rule(ErrorCode.forbiddenLogin, 'this account may not log in');
      await repo.setPassword(member.id, await hashPassword(body.newPassword));
      await revokeAll(merchant, member.id);
      const updated = (await repo.findById(member.id)) ?? member;
      return loginValue(merchant, updated, await openSession(updated, 'reset', false));
    },

    /**
     * One answer, success, for an unknown name, a wrong e-mail, a match and a match mailed a
     * moment ago: anything else tells whoever asks which names exist and which address each has.
     * The answer waits for the one lookup every request makes; the token and the mail are made
     * after it, in the background, only on a match (and at most one a minute per member).
     */
    async forgotByEmail(
      merchant: MerchantRow,
      body: { username: string; email: string },
      origin: string,
    ): Promise<void> {
      const member = await repo.findByAccount(merchant.id, body.username.trim());
      const email = body.email.trim().toLowerCase();
      if (!member || member.type === TRIAL_TYPE || !member.email || member.email !== email) return;
      background.run('forgot-password mail', async () => {
        const token = newToken();
        const made = await repo.insertResetTokenUnlessRecent(
          {
            tokenHash: hashToken(token),
            memberId: member.id,
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          },
          new Date(Date.now() - RESET_MAIL_INTERVAL_MS),
        );
        if (!made) return;
        // A link rather than a new password in the mail: nothing usable sits in the mailbox after use.
        await mail.send({
          to: email,
          subject: `${merchant.name}: reset your password`,
          body: `Hello ${member.nickname},\n\nOpen this link within 30 minutes to choose a new password:\n${origin}/resetPassword?token=${token}\n\nIf you did not ask for it, ignore this mail.`,
        });
      });
    },

    async resetByEmail(merchant: MerchantRow, body: { token: string; newPassword: string }): Promise<void> {
      await checkNewPassword(merchant, body.newPassword, 'newPassword');
      const memberId = await repo.takeResetToken(hashToken(body.token));
      const member = memberId === undefined ? undefined : await repo.findById(memberId);
      if (!member || member.merchantId !== merchant.id) {
        throw AppError.rule(ErrorCode.resetTokenInvalid, 'the link is invalid, used or expired', {
          token: 'RESET_TOKEN_INVALID',
        });
      }
      await repo.setPassword(member.id, await hashPassword(body.newPassword));
      await revokeAll(merchant, member.id);
    },

    /** Sends the login-IP code to the account's own mobile; only while a new-IP challenge is open. */
    async sendLoginIpCode(merchant: MerchantRow, username: string): Promise<{ expiredMinutes: number }> {
      const member = await repo.findByAccount(merchant.id, username.trim());
      const open =
        member?.ipChallengeUntil &&
        member.ipChallengeUntil.getTime() > Date.now() &&
        member.mobileNum &&
        member.countryDialingCode;
      if (!member || !open || !member.mobileNum || !member.countryDialingCode) {
        throw AppError.rule(ErrorCode.smsCodeInvalid, 'no login from a new address is waiting for a code');
      }
      return sms.send(merchant, storedE164(member.countryDialingCode, member.mobileNum), 'loginIp', true);
    },

    /** Sends a code to a number; delivered only when the purpose makes sense for that number. */
    async sendCode(
      merchant: MerchantRow,
      target: { countryDialingCode: string; mobileNum: string },
      purpose: SmsPurpose,
    ): Promise<{ expiredMinutes: number }> {
      const phone = requirePhone(target.countryDialingCode, target.mobileNum);
      const existing = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
      if (purpose === 'register' && existing) {
        throw AppError.rule(ErrorCode.mobileDuplicated, 'this mobile number is already registered', {
          mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED',
        });
      }
      if (purpose === 'loginIp') {
        // The number form is allowed for the account's owner only through its open challenge.
        const open = existing?.ipChallengeUntil && existing.ipChallengeUntil.getTime() > Date.now();
        return sms.send(merchant, phone.e164, purpose, Boolean(open));
      }
      // login / resetPassword: a number without an account gets the same answer and no text.
      const deliver = purpose === 'register' || (existing !== undefined && existing.type !== TRIAL_TYPE);
      return sms.send(merchant, phone.e164, purpose, deliver);
    },

    memberInfo(merchant: MerchantRow, member: MemberRow): MemberInfo {
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        mobile: maskMobile(member.countryDialingCode, member.mobileNum),
        email: maskEmail(member.email),
        regDate: formatDateTime(member.createdAt, merchant.timeZone),
        toUpline: member.uplineId !== null,
        clubLabel: { labelName: member.clubLabelName, rankLevel: member.rankLevel },
        memberLabel: member.memberLabels,
      };
    },

    async adminPatch(
      merchant: MerchantRow,
      account: string,
      patch: {
        passwordSetAt?: string | undefined;
        status?: 'active' | 'disabled' | undefined;
        type?: number | undefined;
        rankLevel?: number | undefined;
      },
    ): Promise<MemberRow | undefined> {
      const changes: Partial<Pick<MemberRow, 'passwordSetAt' | 'status' | 'type' | 'rankLevel'>> = {};
      if (patch.passwordSetAt !== undefined) changes.passwordSetAt = new Date(patch.passwordSetAt);
      if (patch.status !== undefined) changes.status = patch.status;
      if (patch.type !== undefined) changes.type = patch.type;
      if (patch.rankLevel !== undefined) changes.rankLevel = patch.rankLevel;
      const row = await repo.patch(merchant.id, account, changes);
      // A locked member is out at once: the tokens go, and the gateways end the sessions holding them.
      if (row && patch.status === 'disabled') await revokeAll(merchant, row.id);
      return row;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
