/**
 * Login by password, by SMS code or by a Firebase phone sign-in: failure counting with a captcha
 * after a few misses, the new-IP challenge (LOGINIPVERF3) and the forced password change of the spec
 * (section 4).
 */
import {
  DEFAULT_PASSWORD,
  ErrorCode,
  PhoneSignInCode,
  type LoginRequest,
  type LoginValue,
  type PasswordLoginRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { requirePhone, storedE164 } from '../../lib/phone.js';
import { maskMobile } from '../../lib/secrets.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  captchaError,
  forbiddenLogin,
  incorrectLogin,
  isExpired,
  signIn,
  type AccountsDeps,
  type Caller,
} from './accounts.common.js';
import type { MemberRow } from './accounts.repository.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURES_BEFORE_CAPTCHA = 3;
const IP_CHALLENGE_MS = 15 * 60_000;

export function createLoginService(
  deps: Pick<
    AccountsDeps,
    'repo' | 'sms' | 'captcha' | 'firebase' | 'isModuleEnabled' | 'checkLogin' | 'newDeviceLogin'
  >,
) {
  const { repo, sms, captcha } = deps;

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

  /**
   * A member with a mobile logging in from an IP they never used, while LOGINIPVERF3 is on, must
   * bring the code sent to that mobile: without one the challenge opens (and the answer carries the
   * masked number), with one the code is spent.
   */
  async function checkLoginIp(
    merchant: MerchantRow,
    member: MemberRow,
    caller: Caller,
    code: string | undefined,
  ): Promise<void> {
    if (
      !member.mobileNum ||
      !member.countryDialingCode ||
      !(await deps.isModuleEnabled(merchant.id, 'LOGINIPVERF3')) ||
      (await repo.hasLoginIp(member.id, caller.ip))
    ) {
      return;
    }
    if (!code) {
      await repo.setIpChallenge(member.id, new Date(Date.now() + IP_CHALLENGE_MS));
      throw new AppError(
        400,
        ErrorCode.loginIpVerificationRequired,
        'a code sent to the account mobile is required to log in from this address',
        undefined,
        { maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum) ?? '' },
      );
    }
    await sms.verify(merchant, storedE164(member.countryDialingCode, member.mobileNum), 'loginIp', code);
    await repo.setIpChallenge(member.id, null);
  }

  async function loginByPassword(
    merchant: MerchantRow,
    body: PasswordLoginRequest,
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
    if (member.status !== 'active') throw forbiddenLogin();
    await repo.clearFailures(merchant.id, 'account', account);
    await deps.checkLogin?.(member.id);

    await checkLoginIp(merchant, member, caller, body.ipVerificationCode);

    const forcedByExpiry =
      isExpired(merchant, member) && (await deps.isModuleEnabled(merchant.id, 'PWDEXPFORCECHANGE3'));
    const mustChange = member.firstTimeLogin || body.password === DEFAULT_PASSWORD || forcedByExpiry;
    return signIn(deps, merchant, member, 'username', mustChange, caller);
  }

  async function loginBySms(
    merchant: MerchantRow,
    body: PasswordLoginRequest,
    caller: Caller,
  ): Promise<LoginValue> {
    if (!(await deps.isModuleEnabled(merchant.id, 'MOBILEVERCODELOGIN3'))) {
      throw AppError.functionNotAvailable('MOBILEVERCODELOGIN3');
    }
    // username is the number as typed; every form of it is the one E.164 the code was sent to.
    const phone = requirePhone(body.countryDialingCode, body.username, 'username');
    await sms.verify(merchant, phone.e164, 'login', body.password);
    const member = await repo.findByMobile(merchant.id, phone.dialingCode, phone.national);
    if (!member) throw incorrectLogin();
    if (member.status !== 'active') throw forbiddenLogin();
    await deps.checkLogin?.(member.id);
    // A code login proves the phone, not the password: no forced change from here (spec section 4).
    return signIn(deps, merchant, member, 'sms', false, caller);
  }

  /**
   * A Firebase phone sign-in (FIREBASELOGIN3, ADR 0023): the ID token, verified, proves the phone;
   * the member with that number logs in. A proven phone without an account is told so (the person
   * owns the number: nothing is disclosed to a stranger). The token is no secret that wears out: a
   * login does not spend it, so a person's retried or parallel logins all succeed (a registration
   * does spend it).
   */
  async function loginByFirebase(
    merchant: MerchantRow,
    idToken: string,
    caller: Caller,
  ): Promise<LoginValue> {
    if (!deps.firebase || !(await deps.isModuleEnabled(merchant.id, 'FIREBASELOGIN3'))) {
      throw AppError.functionNotAvailable('FIREBASELOGIN3');
    }
    const proof = await deps.firebase.verify(idToken);
    const member = await repo.findByMobile(merchant.id, proof.phone.dialingCode, proof.phone.national);
    if (!member) {
      throw AppError.rule(
        PhoneSignInCode.mobileNotRegistered,
        'no account of this brand has the proven mobile',
      );
    }
    if (member.status !== 'active') throw forbiddenLogin();
    await deps.checkLogin?.(member.id);
    // Like a code login, it proves the phone, not the password: no forced change (spec section 4).
    return signIn(deps, merchant, member, 'firebase', false, caller);
  }

  return {
    /** A login by username and password, by SMS code or by Firebase (the body's `type`). */
    async signIn(merchant: MerchantRow, body: LoginRequest, caller: Caller): Promise<LoginValue> {
      switch (body.type) {
        case 'username':
          return loginByPassword(merchant, body, caller);
        case 'sms':
          return loginBySms(merchant, body, caller);
        case 'firebase':
          return loginByFirebase(merchant, body.firebaseIdToken, caller);
      }
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
