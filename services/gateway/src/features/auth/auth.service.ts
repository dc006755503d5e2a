/**
 * The account flows: login (password, SMS, free play), registration, passwords, logout.
 *
 * The gateway owns the session: every successful login creates a new record holding the platform's
 * token (which never leaves the gateway), deletes the visitor's previous record and sets a new
 * `portal_sid`, so an id planted before login is worthless after it. Sensitive bodies (login,
 * register, set password by phone, change password) go to the platform encrypted.
 */
import {
  accountsEndpoints,
  AffiliateValueSchema,
  CaptchaValueSchema,
  ChangePasswordValueSchema,
  CountryCodesSchema,
  DEFAULT_PASSWORD,
  ErrorCode,
  LoginIpVerificationSchema,
  LoginValueSchema,
  MemberInfoSchema,
  RegisterRulesSchema,
  RegisterValueSchema,
  SmsSendValueSchema,
  TRIAL_TYPE,
  UsernameCheckValueSchema,
  isAgentType,
  type CountryCodeSchema,
  type LoginType,
  type LoginValue,
  type MemberInfo,
  type RegisterRules,
} from '@portal/contracts';
import { normalizePhone, PHONE_PROBLEM_KEYS, type NormalizedPhone } from '@portal/contracts/phone';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { AppError, toAppError } from '../../errors/app-error.js';
import type { Context } from '../../trpc/context.js';
import type { LiveSession } from '../../trpc/procedures.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { clearSessionCookie, setSessionCookie } from '../../session/session.cookie.js';
import type { Session } from '../../session/session.service.js';
import { loadModules, loadStatus } from '../../platform/status.js';
import { AuthLimits, CAPTCHA_AFTER_FAILURES, type Client } from './auth.limits.js';
import {
  ensureDeviceId,
  forgetUsername,
  presentedDeviceId,
  rememberUsername,
  rememberedUsername,
} from './auth.cookies.js';
import type { Challenge } from '../../security/human-verification.js';
import { SmsLimits } from './sms.limits.js';
import type {
  ChangePasswordInput,
  ForgotByEmailInput,
  ForgotByPhoneInput,
  LoginInput,
  LoginSmsInput,
  RegisterInput,
  ResetByEmailInput,
  SendCodeInput,
} from './auth.schemas.js';

export interface LoginResult {
  member: MemberInfo;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

export interface AuthOptions {
  registerRules: RegisterRules;
  countryCodes: Array<z.infer<typeof CountryCodeSchema>>;
  usernameRegister: boolean;
  mobileRegister: boolean;
  mobileRegisterVerify: boolean;
  mobilePasswordRegister: boolean;
  smsLogin: boolean;
  freePlay: boolean;
  forgotByPhone: boolean;
  /** True once this visitor (IP or browser) must solve a captcha to log in. */
  captchaOnLogin: boolean;
  rememberedUsername: string | null;
  minimumAge: number;
}

/** How a session came to be; SMS-like logins never force a password change. */
type LoginKind = LoginType | 'register' | 'resetByPhone' | 'freePlay';

/** Platform answers to a login that count as a failed guess. */
const FAILED_GUESS = new Set<string>([
  ErrorCode.incorrectUsernamePassword,
  ErrorCode.userNotExist,
  ErrorCode.captchaError,
]);

function meta(ctx: Context) {
  const { language, ip, requestId } = ctx.visitor;
  return { language, ip, requestId };
}

function client(ctx: Context): Client {
  return { ip: ctx.visitor.ip, deviceId: presentedDeviceId(ctx) };
}

function limitsOf(ctx: Context): AuthLimits {
  const { store, config } = ctx.services;
  return new AuthLimits(store, config.limits);
}

/**
 * The one form of a typed number the gateway counts, claims and sends on (E.164, and the platform's
 * "+84" + national pair), or VALIDATION on the field at fault before anything is counted or sent.
 */
function requirePhone(countryDialingCode: string, mobileNum: string): NormalizedPhone {
  const result = normalizePhone(countryDialingCode, mobileNum);
  if (!result.ok) {
    throw new AppError(ErrorCode.validation, undefined, {
      [result.field]: PHONE_PROBLEM_KEYS[result.problem],
    });
  }
  return result;
}

async function requireHuman(ctx: Context, payload: string | undefined): Promise<void> {
  const ok = payload ? await ctx.services.humanVerifier.verify(payload, ctx.visitor.ip) : false;
  if (!ok) {
    throw new AppError(ErrorCode.humanVerificationFailed, undefined, {
      verification: 'human_verification.failed',
    });
  }
}

function requireSamePassword(password: string, confirm: string, field: string): void {
  if (password !== confirm) {
    throw new AppError(ErrorCode.passwordMismatch, undefined, { [field]: 'validation.password_mismatch' });
  }
}

/** The spec's rule (section 4): first login, the default password, or an enforced expiry. */
export function mustChangePasswordOf(
  kind: LoginKind,
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>,
  password: string | null,
  expiryEnforced: boolean,
): boolean {
  if (kind === 'sms' || kind === 'firebase' || kind === 'freePlay') return false;
  return value.firstTimeLogin || password === DEFAULT_PASSWORD || (value.passwordExpired && expiryEnforced);
}

function fetchMemberInfo(ctx: Context, token: string): Promise<MemberInfo> {
  return ctx.services.upstream.call('/wps/member/info', { ...meta(ctx), token, schema: MemberInfoSchema });
}

/**
 * Turns the platform's login answer into the visitor's session: a new record (the old one deleted),
 * a new cookie, and the result the web sees, which never includes the token.
 */
async function startSession(
  ctx: Context,
  value: LoginValue,
  opts: { kind: LoginKind; password: string | null; rememberMe: boolean },
): Promise<LoginResult> {
  const { services } = ctx;
  const [member, expiryEnforced] = await Promise.all([
    fetchMemberInfo(ctx, value.token),
    value.passwordExpired
      ? loadModules(services, ctx.visitor).then((m) => m.PWDEXPFORCECHANGE3 === true)
      : Promise.resolve(false),
  ]);
  const mustChangePassword = mustChangePasswordOf(opts.kind, value, opts.password, expiryEnforced);
  const type = value.customerType;
  const session = await services.sessions.create({
    upstreamToken: value.token,
    userId: String(value.id),
    type,
    isAgent: isAgentType(type),
    mustChangePassword,
    ...(value.hasPassword === false ? { hasPassword: false } : {}),
    ttlS: opts.rememberMe ? services.config.sessionRememberTtlS : undefined,
  });
  const previous = ctx.session;
  if (previous) await endPreviousSession(ctx, previous);
  ctx.session = session;
  if (ctx.reply) {
    setSessionCookie(ctx.reply, session.id, {
      secure: services.config.cookieSecure,
      ttlS: services.sessions.ttlOf(session.data),
    });
  }
  return {
    member,
    isAgent: isAgentType(type),
    isTrial: type === TRIAL_TYPE,
    firstTimeLogin: value.firstTimeLogin,
    mustChangePassword,
  };
}

/**
 * Asks the platform to revoke `token`. Best effort: its token expires on its own, and the local
 * session ends whatever the platform says.
 */
async function revokePlatformToken(ctx: Context, token: string): Promise<void> {
  try {
    await ctx.services.upstream.call('/wps/session/logout', {
      ...meta(ctx),
      method: 'DELETE',
      token,
      schema: z.unknown(),
    });
  } catch (err) {
    ctx.log.warn({ code: toAppError(err).code }, 'platform logout failed; local session ended anyway');
  }
}

/**
 * A login in a browser that held a session ends that session everywhere, as a logout would: its
 * platform token is revoked, its record deleted, and its sockets on every process told (the
 * deletion announces it, session-watch.ts).
 */
async function endPreviousSession(ctx: Context, previous: Session): Promise<void> {
  if (previous.data.upstreamToken) await revokePlatformToken(ctx, previous.data.upstreamToken);
  await ctx.services.sessions.destroy(previous.id);
}

export async function getAuthOptions(ctx: Context): Promise<AuthOptions> {
  const { services } = ctx;
  const { cache, upstream, config } = services;
  // The dialogs read these first: give the browser its device id now, so every limit and captcha
  // after this is keyed to it.
  ensureDeviceId(ctx);
  const [registerRules, countryCodes, modules, status, captchaOnLogin] = await Promise.all([
    cache.getOrLoad('register-rules', config.cacheTtl.statusS, RegisterRulesSchema, () =>
      upstream.call('/wps/system/setting/register', { ...meta(ctx), schema: RegisterRulesSchema }),
    ),
    cache.getOrLoad('country-codes', config.cacheTtl.menusS, CountryCodesSchema, () =>
      upstream.call('/wps/system/countryCodes', { ...meta(ctx), schema: CountryCodesSchema }),
    ),
    loadModules(services, ctx.visitor),
    loadStatus(services, ctx.visitor),
    limitsOf(ctx).captchaRequired(null, client(ctx)),
  ]);
  const on = (modId: string) => modules[modId] === true;
  return {
    registerRules,
    countryCodes,
    usernameRegister: on('USERNAMEREG3'),
    mobileRegister: on('MOBILENUMREG3'),
    mobileRegisterVerify: on('REGMOBVERF3'),
    mobilePasswordRegister: on('MOBILENUMPASSREG3'),
    smsLogin: on('MOBILEVERCODELOGIN3'),
    freePlay: on('FREEPLAY3'),
    forgotByPhone: on('CHNGPASSVERIF3'),
    captchaOnLogin,
    rememberedUsername: rememberedUsername(ctx),
    minimumAge: status.info.brand.minimumAge,
  };
}

export function getChallenge(ctx: Context): Promise<Challenge> {
  return ctx.services.humanVerifier.challenge();
}

export async function getCaptcha(ctx: Context): Promise<{ image: string }> {
  // Mint the device id first so the once-a-second limit counts this browser from its first image
  // on; a client that drops cookies gets a new id each time and meets the per-IP ceiling instead.
  const deviceId = ensureDeviceId(ctx);
  await limitsOf(ctx).captcha(client(ctx));
  const image = await ctx.services.upstream.call('/wps/captcha', {
    ...meta(ctx),
    query: { deviceId },
    schema: CaptchaValueSchema,
  });
  return { image };
}

/** The answer to a failed guess: its code, and whether the next attempt must carry a captcha. */
function failedGuess(err: UpstreamError, captchaNext: boolean): AppError {
  const fields =
    err.errorCode === ErrorCode.captchaError ? { captcha: 'captcha.invalid', ...err.fields } : err.fields;
  const code = toAppError(err).code;
  return new AppError(code, undefined, fields, {
    cause: err,
    ...(captchaNext ? { details: { captchaRequired: true } } : {}),
  });
}

export async function login(ctx: Context, input: LoginInput): Promise<LoginResult> {
  const limits = limitsOf(ctx);
  const who = client(ctx);
  const captcha = input.captcha ? input.captcha : undefined;
  // Reserved before anything is checked: of many attempts arriving together only those within the
  // threshold go on without a captcha, and each waits for the count it took (auth.limits.ts).
  const attempt = await limits.reserveLogin(input.username, who);
  let value: LoginValue;
  try {
    // Checked before the human verification so a refused attempt does not burn the visitor's solution.
    if (attempt.before >= CAPTCHA_AFTER_FAILURES && !captcha) {
      throw new AppError(
        ErrorCode.captchaError,
        undefined,
        { captcha: 'captcha.required' },
        { details: { captchaRequired: true } },
      );
    }
    await requireHuman(ctx, input.verification);
    const delay = limits.delayFor(attempt.before);
    if (delay > 0) await sleep(delay);
    value = await ctx.services.upstream.call(accountsEndpoints.login, {
      ...meta(ctx),
      body: {
        username: input.username,
        password: input.password,
        captcha,
        type: 'username',
        loginDeviceId: ensureDeviceId(ctx),
        ipVerificationCode: input.ipVerificationCode,
      },
    });
  } catch (err) {
    if (err instanceof UpstreamError && err.errorCode && FAILED_GUESS.has(err.errorCode)) {
      // A wrong guess: the reserved attempt stays counted.
      throw failedGuess(err, attempt.captchaNext);
    }
    await attempt.release();
    if (err instanceof UpstreamError && err.errorCode === ErrorCode.loginIpVerificationRequired) {
      // The password was right but the IP is new: the web asks for the code sent to this number.
      const asked = LoginIpVerificationSchema.safeParse(err.value);
      throw new AppError(
        ErrorCode.loginIpVerificationRequired,
        undefined,
        { ipVerificationCode: 'login_ip_verification.required' },
        { cause: err, details: asked.success ? { maskedMobile: asked.data.maskedMobile } : undefined },
      );
    }
    throw err;
  }
  await attempt.succeeded();
  if (input.rememberMe) rememberUsername(ctx, input.username);
  else forgetUsername(ctx);
  return startSession(ctx, value, {
    kind: 'username',
    password: input.password,
    rememberMe: input.rememberMe,
  });
}

export async function loginSms(ctx: Context, input: LoginSmsInput): Promise<LoginResult> {
  const phone = requirePhone(input.countryDialingCode, input.mobileNum);
  const limits = limitsOf(ctx);
  // Every form of the number is one account for the failure counts.
  const account = phone.e164;
  // A 6-digit code is guessable at scale: failures slow further attempts down, as for passwords,
  // and parallel guesses each wait for the count they reserved.
  const attempt = await limits.reserveLogin(account, client(ctx));
  let value: LoginValue;
  try {
    const delay = limits.delayFor(attempt.before);
    if (delay > 0) await sleep(delay);
    value = await ctx.services.upstream.call(accountsEndpoints.login, {
      ...meta(ctx),
      body: {
        username: phone.national,
        password: input.code,
        type: 'sms',
        countryDialingCode: phone.dialingCode,
        loginDeviceId: ensureDeviceId(ctx),
      },
    });
  } catch (err) {
    if (!(err instanceof UpstreamError && err.kind === 'business')) await attempt.release();
    throw err;
  }
  await attempt.succeeded();
  return startSession(ctx, value, { kind: 'sms', password: null, rememberMe: input.rememberMe });
}

/** Whom a send goes to: a number, or (loginIp) the account's own mobile. */
function smsTarget(input: SendCodeInput): {
  key: string;
  body: Record<string, string>;
  phone: NormalizedPhone | null;
} {
  if (input.purpose === 'loginIp' && input.username && !input.mobileNum) {
    return {
      key: `user:${input.username.toLowerCase()}`,
      body: { username: input.username, purpose: input.purpose },
      phone: null,
    };
  }
  if (!input.mobileNum || !input.countryDialingCode) {
    const fields: Record<string, string> = {};
    if (!input.mobileNum) fields.mobileNum = 'validation.required';
    if (!input.countryDialingCode) fields.countryDialingCode = 'validation.required';
    throw new AppError(ErrorCode.validation, undefined, fields);
  }
  const phone = requirePhone(input.countryDialingCode, input.mobileNum);
  return {
    key: phone.e164,
    body: { mobileNum: phone.national, countryDialingCode: phone.dialingCode, purpose: input.purpose },
    phone,
  };
}

export async function sendCode(ctx: Context, input: SendCodeInput): Promise<{ expiredMinutes: number }> {
  // An invalid number is refused before any counter moves.
  const target = smsTarget(input);
  const limits = limitsOf(ctx);
  const smsLimits = new SmsLimits(ctx.services.store, ctx.services.config.sms);
  await limits.smsClient(client(ctx));
  await requireHuman(ctx, input.verification);
  // Verified visitors only spend the IP's and the country's budgets; the number's claim comes
  // before the country's, so repeated sends to one number never eat a whole country's hour.
  await smsLimits.ip(ctx.visitor.ip);
  await limits.claimNumber(target.key);
  try {
    if (target.phone) await smsLimits.country(target.phone);
    const value = await ctx.services.upstream.call('/wps/verification/sms/noLogin', {
      ...meta(ctx),
      method: 'POST',
      body: target.body,
      schema: SmsSendValueSchema,
    });
    await limits.confirmNumber(target.key, value.expiredMinutes * 60_000);
    return { expiredMinutes: value.expiredMinutes };
  } catch (err) {
    await limits.releaseNumber(target.key);
    throw err;
  }
}

export async function freePlay(ctx: Context, verification: string): Promise<LoginResult> {
  await requireHuman(ctx, verification);
  const value = await ctx.services.upstream.call('/wps/session/login/freeplay', {
    ...meta(ctx),
    method: 'POST',
    body: { loginDeviceId: ensureDeviceId(ctx) },
    schema: LoginValueSchema,
  });
  return startSession(ctx, value, { kind: 'freePlay', password: null, rememberMe: false });
}

export async function checkUsername(ctx: Context, username: string): Promise<{ available: boolean }> {
  const value = await ctx.services.upstream.call('/wps/check/username', {
    ...meta(ctx),
    query: { username },
    schema: UsernameCheckValueSchema,
  });
  return { available: value.available };
}

export async function checkAffiliate(ctx: Context, code: string): Promise<{ valid: boolean }> {
  const value = await ctx.services.upstream.call('/wps/agent/affiliate', {
    ...meta(ctx),
    query: { code, domain: ctx.visitor.host },
    schema: AffiliateValueSchema,
  });
  return { valid: value.valid };
}

/** Where the registration happened, as the platform records it: the page's own origin. */
function registerUrlOf(ctx: Context): string {
  const referer = ctx.req?.headers.referer;
  if (referer && referer.length <= 2048) {
    try {
      const url = new URL(referer);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin + url.pathname;
    } catch {
      // Not a URL: fall through to the host.
    }
  }
  return `${ctx.services.config.cookieSecure ? 'https' : 'http'}://${ctx.visitor.host}/register`;
}

/**
 * MOBILENUMPASSREG3 decides whether a mobile registration asks for a password: off, while REGMOBVERF3
 * is on, it does not (the SMS-proven number is the credential; the platform stores an unusable hash).
 * With both off a password is still required, or the account would have no way in.
 */
export function mobileRegisterWithoutPassword(modules: Record<string, boolean>): boolean {
  return modules.MOBILENUMPASSREG3 !== true && modules.REGMOBVERF3 === true;
}

export async function register(ctx: Context, input: RegisterInput): Promise<LoginResult> {
  const { method, agree: _agree, verification, ...user } = input;
  const passwordless =
    method === 'mobile' &&
    !user.password &&
    mobileRegisterWithoutPassword(await loadModules(ctx.services, ctx.visitor));
  if (passwordless) {
    delete user.password;
    delete user.confirmPassword;
  } else {
    const missing: Record<string, string> = {};
    if (!user.password) missing.password = 'validation.required';
    if (!user.confirmPassword) missing.confirmPassword = 'validation.required';
    if (Object.keys(missing).length > 0) throw new AppError(ErrorCode.validation, undefined, missing);
    requireSamePassword(user.password ?? '', user.confirmPassword ?? '', 'confirmPassword');
  }
  if (method === 'username' && !user.username) {
    throw new AppError(ErrorCode.validation, undefined, { username: 'validation.required' });
  }
  if (method === 'mobile' && (!user.mobileNum || !user.countryDialingCode)) {
    const fields: Record<string, string> = {};
    if (!user.mobileNum) fields.mobileNum = 'validation.required';
    if (!user.countryDialingCode) fields.countryDialingCode = 'validation.required';
    throw new AppError(ErrorCode.validation, undefined, fields);
  }
  if (user.mobileNum) {
    // The platform stores, and checks uniqueness on, the normal form: "0912..." is "912...".
    const phone = requirePhone(user.countryDialingCode ?? '', user.mobileNum);
    user.mobileNum = phone.national;
    user.countryDialingCode = phone.dialingCode;
  }
  await requireHuman(ctx, verification);
  await limitsOf(ctx).register(ctx.visitor.ip);
  const value = await ctx.services.upstream.call(
    method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    {
      ...meta(ctx),
      method: 'PUT',
      encrypted: true,
      body: {
        ...user,
        domain: user.domain ?? ctx.visitor.host,
        registerUrl: registerUrlOf(ctx),
        registerMethod: 'WEB',
        login: true,
        loginDeviceId: ensureDeviceId(ctx),
      },
      schema: RegisterValueSchema,
    },
  );
  // Asked for login: true; an account without a login is a platform answer we cannot use.
  if (!value.login) throw new AppError(ErrorCode.upstreamBadResponse);
  return startSession(ctx, value.login, {
    kind: 'register',
    password: user.password ?? null,
    rememberMe: false,
  });
}

/** What a platform may answer a forgot-by-email request with that tells whether an account exists. */
const ACCOUNT_ORACLES = new Set<string>([ErrorCode.userNotExist, ErrorCode.emailNotMatch]);

/**
 * One answer, `sent`, whether the name is unknown, the e-mail wrong or the pair right (the platform
 * mails only the last): a platform that still tells them apart (the spec's USER_NOT_EXIST and
 * EMAIL_NOT_MATCH) is not allowed to tell the visitor. Other refusals (throttles, outages) pass.
 */
export async function forgotByEmail(ctx: Context, input: ForgotByEmailInput): Promise<{ sent: true }> {
  try {
    await ctx.services.upstream.call('/wps/member/password/email', {
      ...meta(ctx),
      method: 'POST',
      body: { username: input.username, email: input.email },
      schema: z.unknown(),
    });
  } catch (err) {
    if (!ACCOUNT_ORACLES.has(toAppError(err).code)) throw err;
  }
  return { sent: true };
}

/** Completes forgot-by-email with the mailed token; the platform ends every session of the member. */
export async function resetByEmail(ctx: Context, input: ResetByEmailInput): Promise<{ ok: true }> {
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  await ctx.services.upstream.call('/wps/member/password/email/reset', {
    ...meta(ctx),
    method: 'POST',
    body: { token: input.token, newPassword: input.newPassword },
    schema: z.unknown(),
  });
  return { ok: true };
}

export async function forgotByPhone(ctx: Context, input: ForgotByPhoneInput): Promise<LoginResult> {
  const phone = requirePhone(input.countryDialingCode, input.mobileNum);
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  const value = await ctx.services.upstream.call('/wps/member/password/verification', {
    ...meta(ctx),
    method: 'POST',
    encrypted: true,
    body: {
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
      verificationCode: input.code,
      newPassword: input.newPassword,
      loginDeviceId: ensureDeviceId(ctx),
    },
    schema: LoginValueSchema,
  });
  return startSession(ctx, value, { kind: 'resetByPhone', password: input.newPassword, rememberMe: false });
}

export async function changePassword(
  ctx: Context & { session: LiveSession },
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  const oldPassword = input.oldPassword ? input.oldPassword : undefined;
  // The old password may be left out only right after a login that forced the change, or while the
  // member has none (password-less mobile registration); the platform checks the same.
  if (!oldPassword && !ctx.session.data.mustChangePassword && ctx.session.data.hasPassword !== false) {
    throw new AppError(ErrorCode.validation, undefined, { oldPassword: 'validation.required' });
  }
  const { sessions } = ctx.services;
  // The platform revokes every token of the member, this session's too: until the new id exists,
  // that 401 means "moving", not "ended" (procedures.ts, session-bound.ts).
  await sessions.beginRenewal(ctx.session.id);
  let renewed: z.infer<typeof ChangePasswordValueSchema>;
  try {
    renewed = await ctx.services.upstream.call('/wps/member/password', {
      ...meta(ctx),
      method: 'POST',
      encrypted: true,
      token: ctx.session.data.upstreamToken,
      body: { oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmPassword },
      schema: ChangePasswordValueSchema,
    });
  } catch (err) {
    await sessions.cancelRenewal(ctx.session.id);
    throw err;
  }
  // A new id after a password change, like after a login: whoever held the old cookie loses it, and
  // the sockets opened under the old one are closed for the browser to reconnect with the new one.
  const next = await sessions.rotate(ctx.session, {
    ...(renewed ? { upstreamToken: renewed.token } : {}),
    mustChangePassword: false,
    hasPassword: undefined,
  });
  if (ctx.reply) {
    setSessionCookie(ctx.reply, next.id, {
      secure: ctx.services.config.cookieSecure,
      ttlS: ctx.services.sessions.ttlOf(next.data),
    });
  }
  return { ok: true };
}

/**
 * Ends the session here whatever the platform says: the platform call is best effort (its token
 * expires on its own), but the visitor must be logged out of the portal at once.
 */
export async function logout(ctx: Context): Promise<{ ok: true }> {
  const { services } = ctx;
  const session = ctx.session;
  if (session?.data.upstreamToken) await revokePlatformToken(ctx, session.data.upstreamToken);
  if (session) await services.sessions.destroy(session.id);
  ctx.session = null;
  if (ctx.reply) clearSessionCookie(ctx.reply, { secure: services.config.cookieSecure });
  return { ok: true };
}
