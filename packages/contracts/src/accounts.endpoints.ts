/**
 * The accounts area's platform endpoints (see endpoint.ts): login (password, SMS, free play) and
 * logout, registration and its checks, passwords (change, forgot and reset by e-mail or phone), the
 * member's info and avatar, and the verification they lean on (captcha, SMS codes, country codes).
 */
import {
  AffiliateQuerySchema,
  AffiliateValueSchema,
  AvatarSchema,
  CaptchaQuerySchema,
  CaptchaValueSchema,
  ChangePasswordSchema,
  ChangePasswordValueSchema,
  CountryCodesSchema,
  ForgotByEmailSchema,
  ForgotByEmailValueSchema,
  FreePlayRequestSchema,
  LoginRequestSchema,
  LoginValueSchema,
  LogoutValueSchema,
  MemberInfoSchema,
  RegisterRequestSchema,
  RegisterValueSchema,
  ResetByEmailSchema,
  ResetByEmailValueSchema,
  ResetByPhoneSchema,
  SmsSendAnyRequestSchema,
  SmsSendValueSchema,
  UsernameCheckQuerySchema,
  UsernameCheckValueSchema,
} from './accounts.js';
import { endpoints } from './endpoint.js';
import type { ErrorCode } from './errors.js';

/** What a registration may be refused with, by username or by mobile. */
/** What a Firebase ID token may be refused with (ADR 0023), wherever one is sent. */
const FIREBASE_TOKEN_ERRORS = [
  'FIREBASE_TOKEN_INVALID',
  'FIREBASE_TOKEN_EXPIRED',
  'FIREBASE_PHONE_MISSING',
  'FIREBASE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

const REGISTER_ERRORS = [
  'TOO_MANY_REQUESTS',
  'PASSWORD_MISMATCH',
  'PROHIBIT_PASSWORD_123456',
  'CAPTCHA_ERROR',
  'US_CUSTOMER_EXIST_ERROR',
  'CUSTOMER_MOBILE_NO_DUPLICATED',
  // The e-mail given belongs to another member of the brand.
  'CONTACT_DUPLICATED',
  'invitation_code_error',
  'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
] as const satisfies readonly ErrorCode[];

export const accountsEndpoints = endpoints('accounts', {
  /** Password, SMS-code or Firebase login; answers the member's platform token. */
  login: {
    method: 'POST',
    path: '/wps/session/login',
    auth: 'public',
    encrypted: true,
    body: LoginRequestSchema,
    response: LoginValueSchema,
    errors: [
      'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      'CAPTCHA_ERROR',
      'LOGIN_IP_VERIFICATION_REQUIRED',
      'SMS_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'US_FORBIDDEN_LOGIN_ERROR',
      'IP_NOT_ALLOW',
      'SELF_EXCLUDED',
      // A login method the brand has switched off (mobile code, Firebase).
      'function.not.available',
      // type firebase: the token refused, or its proven phone without an account.
      ...FIREBASE_TOKEN_ERRORS,
      'MOBILE_NOT_REGISTERED',
    ],
  },
  /** A trial account (type 4) made and logged in at once; counts against the IP's registrations. */
  freePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'public',
    module: 'FREEPLAY3',
    body: FreePlayRequestSchema,
    response: LoginValueSchema,
    errors: ['TOO_MANY_REQUESTS'],
  },
  /** Revokes the token sent. */
  logout: { method: 'DELETE', path: '/wps/session/logout', auth: 'member', response: LogoutValueSchema },
  /** Whether a username is still free (the register form asks while the person types). */
  checkUsername: {
    method: 'GET',
    path: '/wps/check/username',
    auth: 'public',
    query: UsernameCheckQuerySchema,
    response: UsernameCheckValueSchema,
  },
  /** Whether an affiliate code names an active agent. */
  checkAffiliate: {
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'public',
    query: AffiliateQuerySchema,
    response: AffiliateValueSchema,
  },
  /** Registration by username; with `login: true` the answer carries the new member's login. */
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    auth: 'public',
    encrypted: true,
    module: 'USERNAMEREG3',
    body: RegisterRequestSchema,
    response: RegisterValueSchema,
    errors: REGISTER_ERRORS,
  },
  /**
   * Registration by mobile; the SMS code (purpose register) is checked while REGMOBVERF3 is on, or
   * the number is proven by a Firebase phone sign-in's ID token (FIREBASELOGIN3; a token registers once).
   */
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: 'public',
    encrypted: true,
    module: 'MOBILENUMREG3',
    body: RegisterRequestSchema,
    response: RegisterValueSchema,
    errors: [
      ...REGISTER_ERRORS,
      'SMS_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      ...FIREBASE_TOKEN_ERRORS,
      'FIREBASE_TOKEN_USED',
      'FIREBASE_PHONE_MISMATCH',
    ],
  },
  /**
   * Forgot password: mails a reset link when the name and e-mail match. The mock answers success
   * whatever they are; the spec's platform may still answer USER_NOT_EXIST or EMAIL_NOT_MATCH (the
   * gateway hides both). Also accepted url-encoded, as the platform's own form posts it.
   */
  forgotByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'public',
    body: ForgotByEmailSchema,
    response: ForgotByEmailValueSchema,
    errors: ['USER_NOT_EXIST', 'EMAIL_NOT_MATCH'],
  },
  /** Completes forgot-by-email with the mailed token; every session of the member is revoked. */
  resetByEmail: {
    method: 'POST',
    path: '/wps/member/password/email/reset',
    auth: 'public',
    body: ResetByEmailSchema,
    response: ResetByEmailValueSchema,
    errors: ['RESET_TOKEN_INVALID', 'PROHIBIT_PASSWORD_123456'],
  },
  /** Sets a new password with an SMS code (purpose resetPassword) and logs the member in. */
  resetByPhone: {
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'public',
    encrypted: true,
    module: 'CHNGPASSVERIF3',
    body: ResetByPhoneSchema,
    response: LoginValueSchema,
    errors: [
      'SMS_CODE_INVALID',
      'SMS_CODE_EXPIRED',
      'USER_NOT_EXIST',
      'US_FORBIDDEN_LOGIN_ERROR',
      'PROHIBIT_PASSWORD_123456',
    ],
  },
  /** Changes the member's password; every token is revoked and the caller gets a new one. */
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    auth: 'member',
    encrypted: true,
    body: ChangePasswordSchema,
    response: ChangePasswordValueSchema,
    errors: [
      'TRIAL_ACCOUNT',
      'OLD_PASSWORD_INCORRECT',
      'PASSWORD_MISMATCH',
      'PASSWORD_SAME_AS_OLD',
      'PROHIBIT_PASSWORD_123456',
    ],
  },
  /** Who the member is (mobile and e-mail masked). */
  memberInfo: { method: 'GET', path: '/wps/member/info', auth: 'member', response: MemberInfoSchema },
  /** The member's avatar, relative to the image CDNs of the status answer. */
  avatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', auth: 'member', response: AvatarSchema },
  /** A captcha image bound to the device id; its solution is single use. */
  captcha: {
    method: 'GET',
    path: '/wps/captcha',
    auth: 'public',
    query: CaptchaQuerySchema,
    response: CaptchaValueSchema,
  },
  /**
   * Sends an SMS code to a number (login, register, resetPassword) or, for loginIp, to the named
   * account's own mobile while its new-IP challenge is open. A number without an account gets the
   * same answer and no text.
   */
  sendSms: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'public',
    body: SmsSendAnyRequestSchema,
    response: SmsSendValueSchema,
    errors: ['TOO_MANY_REQUESTS', 'SMS_DAILY_LIMIT', 'CUSTOMER_MOBILE_NO_DUPLICATED', 'SMS_CODE_INVALID'],
  },
  /** The countries a mobile number may come from. */
  countryCodes: {
    method: 'GET',
    path: '/wps/system/countryCodes',
    auth: 'public',
    response: CountryCodesSchema,
  },
});
