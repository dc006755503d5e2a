import { z } from 'zod';
import { InstantSchema } from './dates.js';
import { MoneySchema } from './envelope.js';
import { ALL_LANGUAGES } from './i18n.js';

/**
 * Accounts: the upstream wire shapes of registration, login, passwords and member info.
 * Where the platform's shape is unknown this project decides (shared/design/upstream-contract.md).
 */

/** 1, 2, 41, 42 agents; 3 player; 4 trial (free play, not a real account). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const PLAYER_TYPE = 3;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export const LoginTypeSchema = z.enum(['username', 'sms', 'firebase']);
export type LoginType = z.infer<typeof LoginTypeSchema>;

export const DialingCodeSchema = z.string().regex(/^\+?\d{1,4}$/, 'invalid dialing code');
/**
 * A mobile number as a person types it: national ("912345678"), with the trunk prefix
 * ("0912345678"), international ("+84 912 345 678", "00 84 912345678"), with spaces, dots, dashes or
 * brackets. Only the shape is checked here; `normalizePhone` (`@portal/contracts/phone`) decides,
 * per country, whether it is a number and which one (E.164) before anything uses it.
 */
/** The longest typed number looked at: a formatted international number fits with room to spare. */
export const MOBILE_INPUT_MAX = 32;
export const MobileNumSchema = z
  .string()
  .trim()
  .min(1)
  .max(MOBILE_INPUT_MAX)
  .regex(/^\+?[\d\s().-]+$/, 'invalid phone number');
export const SmsCodeSchema = z.string().regex(/^\d{6}$/, 'invalid code');

/**
 * A Firebase ID token as the Firebase JS SDK hands it out (`user.getIdToken()`): a compact JWS of
 * three base64url parts. Only its shape is checked here; the platform verifies it (ADR 0023).
 * Firebase's tokens are about a kilobyte; the ceiling leaves room for custom claims.
 */
export const FIREBASE_ID_TOKEN_MAX = 4096;
export const FirebaseIdTokenSchema = z
  .string()
  .min(1)
  .max(FIREBASE_ID_TOKEN_MAX)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a JWT');

/**
 * `POST /wps/session/login` (encrypted), type username or sms. For type sms: username = mobileNum,
 * password = code.
 */
export const PasswordLoginRequestSchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  type: z.enum(['username', 'sms']),
  countryDialingCode: DialingCodeSchema.optional(), // type sms
  loginDeviceId: z.string().min(8).max(128),
  /** Code sent to the account's mobile when LOGINIPVERF3 asks for it (login from a new IP). */
  ipVerificationCode: SmsCodeSchema.optional(),
});
/**
 * `POST /wps/session/login` (encrypted), type firebase (module FIREBASELOGIN3): the Firebase ID token
 * of a phone sign-in stands for username and password; the phone number it proves names the member.
 */
export const FirebaseLoginRequestSchema = z.object({
  type: z.literal('firebase'),
  firebaseIdToken: FirebaseIdTokenSchema,
  loginDeviceId: z.string().min(8).max(128),
});
export const LoginRequestSchema = z.discriminatedUnion('type', [
  PasswordLoginRequestSchema,
  FirebaseLoginRequestSchema,
]);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export type PasswordLoginRequest = z.infer<typeof PasswordLoginRequestSchema>;

export const LoginValueSchema = z.object({
  token: z.string().min(16),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** false: the member never chose a password (password-less mobile registration); absent means true. */
  hasPassword: z.boolean().optional(),
});
export type LoginValue = z.infer<typeof LoginValueSchema>;

/**
 * Login failures that ask the client for more: `CAPTCHA_ERROR` (a captcha is required, or was wrong)
 * and `LOGIN_IP_VERIFICATION_REQUIRED`, whose error envelope carries `value: { maskedMobile }`.
 */
export const LoginIpVerificationSchema = z.object({ maskedMobile: z.string() });

/** `GET /wps/captcha?deviceId=`: the same id the client later sends as loginDeviceId (the code is bound to it). */
export const CaptchaQuerySchema = z.object({ deviceId: z.string().min(8).max(128) });
/** `GET /wps/captcha?deviceId=`: a data URL of an image; the code is single use, bound to deviceId. */
export const CaptchaValueSchema = z.string().startsWith('data:image/');

/** `POST /wps/verification/sms/noLogin`. */
export const SMS_PURPOSES = ['login', 'register', 'resetPassword', 'loginIp'] as const;
export const SmsSendRequestSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
  purpose: z.enum(SMS_PURPOSES),
});
/**
 * `POST /wps/verification/sms/noLogin` with purpose loginIp: the client names the account, not the
 * number (it only knows the masked one). Accepted only while that account has an open new-IP
 * challenge (a correct password answered LOGIN_IP_VERIFICATION_REQUIRED within 15 minutes).
 */
export const SmsSendLoginIpRequestSchema = z.object({
  username: z.string().min(1).max(64),
  purpose: z.literal('loginIp'),
});
export const SmsSendAnyRequestSchema = z.union([SmsSendRequestSchema, SmsSendLoginIpRequestSchema]);
export const SmsSendValueSchema = z.object({ expiredMinutes: z.number().int().positive() });

/** `GET /wps/system/countryCodes`. */
export const CountryCodeSchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
});
export const CountryCodesSchema = z.array(CountryCodeSchema);

/**
 * Register user fields (spec section 3). Per-field rules come from RegisterRules; the server re-checks.
 * password and confirmPassword may be left out only by a mobile registration while MOBILENUMPASSREG3
 * is off and REGMOBVERF3 is on (the SMS-proven number is the credential); anywhere else they are required.
 */
export const RegisterUserSchema = z.object({
  username: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  qqNum: z.string().max(64).optional(),
  mobileNum: z.string().max(MOBILE_INPUT_MAX).optional(),
  countryDialingCode: z.string().max(5).optional(),
  recommenderId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  verificationCode: z.string().max(255).optional(),
  affiliateCode: z.string().max(64).optional(),
  paymentPassword: z.string().max(128).optional(),
  line: z.string().max(64).optional(),
  whatsapp: z.string().max(64).optional(),
  facebook: z.string().max(128).optional(),
  wechat: z.string().max(64).optional(),
  idNumber: z.string().max(64).optional(),
  referralCode: z.string().max(64).optional(),
  domain: z.string().max(253).optional(),
});
export type RegisterUser = z.infer<typeof RegisterUserSchema>;

/**
 * `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted). A mobile registration
 * may prove its number with a Firebase phone sign-in instead of the platform's SMS code (module
 * FIREBASELOGIN3): `firebaseChannel: "sms"` and the sign-in's `firebaseIdToken`, whose phone number
 * must be the registration's; a token registers once.
 */
export const RegisterRequestSchema = RegisterUserSchema.extend({
  registerUrl: z.string().max(2048),
  registerMethod: z.literal('WEB'),
  login: z.boolean(),
  loginDeviceId: z.string().min(8).max(128),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: FirebaseIdTokenSchema.optional(),
});
export const RegisterValueSchema = z.object({
  customerId: z.number().int(),
  login: LoginValueSchema.nullable(),
});

/** `GET /wps/check/username?username=`. */
export const UsernameCheckQuerySchema = z.object({ username: z.string().min(1).max(64) });
export const UsernameCheckValueSchema = z.object({ available: z.boolean() });
/**
 * `GET /wps/agent/affiliate?code=&domain=`. `domain` is accepted for fidelity (the platform can tie
 * codes to domains); the mock does not.
 */
export const AffiliateQuerySchema = z.object({
  code: z.string().min(1).max(64),
  domain: z.string().max(253).optional(),
});
export const AffiliateValueSchema = z.object({ valid: z.boolean() });

/** `POST /wps/member/password/email` (form: username, email). value null; mail goes to the outbox. */
export const ForgotByEmailSchema = z.object({
  username: z.string().min(1).max(64),
  email: z.string().email(),
});
export const ForgotByEmailValueSchema = z.null();
/**
 * `POST /wps/member/password/email/reset`: completes the forgot-by-email flow with the single-use
 * token of the mailed link (30 minutes). value null; every session of the member is revoked.
 */
export const ResetByEmailSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: z.string().min(1).max(128),
});
export const ResetByEmailValueSchema = z.null();
/** `DELETE /wps/session/logout` (token): revokes the token sent. value null. */
export const LogoutValueSchema = z.null();
/** `POST /wps/session/login/freeplay` (module FREEPLAY3). */
export const FreePlayRequestSchema = z.object({ loginDeviceId: z.string().min(8).max(128) });
/** `PATCH /admin/members/:account` (admin key): operator and test switches of one member. */
export const AdminMemberPatchSchema = z
  .object({
    passwordSetAt: InstantSchema.optional(),
    status: z.enum(['active', 'disabled']).optional(),
    type: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(41), z.literal(42)])
      .optional(),
    /** VIP club rank (0 = none); above 4 gets the VIP customer-service desk. */
    rankLevel: z.number().int().min(0).max(20).optional(),
  })
  .strict();
/** `POST /wps/member/password/verification` (encrypted): set password by phone, then logged in. */
export const ResetByPhoneSchema = z.object({
  mobileNum: MobileNumSchema,
  countryDialingCode: DialingCodeSchema,
  verificationCode: SmsCodeSchema,
  newPassword: z.string().min(1).max(128),
  loginDeviceId: z.string().min(8).max(128),
});
/** `POST /wps/member/password` (token, encrypted). oldPassword may be omitted only right after a
 * first-time or forced-change login (the token was issued with mustChangePassword), or while the
 * member has no password of their own yet (LoginValue.hasPassword false). */
export const ChangePasswordSchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** The answer to a password change. Every token of the member, the caller's included, is revoked
 * (a token captured before the change must stop working); `token` is the caller's new one. null: a
 * platform that kept the caller's token (the gateway then keeps it too). */
export const ChangePasswordValueSchema = z.object({ token: z.string().min(16).max(256) }).nullable();

/** `GET /wps/member/info` (token). */
export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  mobile: z.string().nullable(), // masked
  email: z.string().nullable(), // masked
  regDate: z.string(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.string()),
  /**
   * The interface language the member chose (`PUT /wps/member/language`), which the web restores at
   * login on any device; null or absent when the member never chose one.
   */
  language: z.enum(ALL_LANGUAGES).nullable().optional(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** `GET /wps/relay/MCSFE_getPlayerAvatar` (token). */
export const AvatarSchema = z.object({ avatar: z.string(), avatarType: z.number().int() });

/** `GET /wps/v2/wallets/balance` (token). Zero until the wallet issue lands its ledger. */
export const BalanceSchema = z.object({
  sumBalance: MoneySchema,
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: MoneySchema })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** Development outbox (off in production): `GET /dev/outbox/sms?mobileNum=`, `/dev/outbox/email?to=`. */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxSchema = z.array(OutboxMessageSchema);

/** The password the spec flags for a forced change. */
export const DEFAULT_PASSWORD = '123456';
