/**
 * Logging in and out: by password (failures counted per account, IP and browser, a captcha after a
 * few, a growing delay after more), by SMS code, by a Firebase phone sign-in, as a free-play guest,
 * and the captcha image itself.
 * Login bodies go to the platform encrypted (the descriptor says so).
 */
import {
  accountsEndpoints,
  ErrorCode,
  LoginIpVerificationSchema,
  type LoginRequest,
  type LoginValue,
} from '@portal/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, toAppError } from '../../errors/app-error.js';
import type { Challenge } from '../../security/human-verification.js';
import { clearSessionCookie } from '../../session/session.cookie.js';
import type { Context } from '../../trpc/context.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { client, limitsOf, meta, requireHuman, requirePhone } from './accounts.common.js';
import { ensureDeviceId, forgetUsername, rememberUsername } from './accounts.cookies.js';
import { CAPTCHA_AFTER_FAILURES, type LoginReservation } from './accounts.limits.js';
import type { LoginFirebaseInput, LoginInput, LoginSmsInput } from './accounts.schemas.js';
import { revokePlatformToken, startSession, type LoginResult } from './accounts.session.js';

/** Platform answers to a login that count as a failed guess. */
const FAILED_GUESS = new Set<string>([
  ErrorCode.incorrectUsernamePassword,
  ErrorCode.userNotExist,
  ErrorCode.captchaError,
]);

export function getChallenge(ctx: Context): Promise<Challenge> {
  return ctx.services.humanVerifier.challenge(ctx.visitor.ip);
}

export async function getCaptcha(ctx: Context): Promise<{ image: string }> {
  // Mint the device id first so the once-a-second limit counts this browser from its first image
  // on; a client that drops cookies gets a new id each time and meets the per-IP ceiling instead.
  const deviceId = ensureDeviceId(ctx);
  await limitsOf(ctx).captcha(client(ctx));
  const image = await ctx.services.upstream.call(accountsEndpoints.captcha, {
    ...meta(ctx),
    query: { deviceId },
  });
  return { image };
}

/** The answer to a failed guess: its code, and whether the next attempt must carry a captcha. */
function failedGuess(err: UpstreamError, captchaNext: boolean): AppError {
  // The platform names the field with its code (`captcha: 'CAPTCHA_ERROR'`), which is no message:
  // the web's key comes last so it wins.
  const fields =
    err.errorCode === ErrorCode.captchaError ? { ...err.fields, captcha: 'captcha.invalid' } : err.fields;
  const code = toAppError(err).code;
  return new AppError(code, undefined, fields, {
    cause: err,
    ...(captchaNext ? { details: { captchaRequired: true } } : {}),
  });
}

/** The password was right but the IP is new: the web asks for the code sent to this number. */
function ipVerificationRequired(err: UpstreamError): AppError {
  const asked = LoginIpVerificationSchema.safeParse(err.value);
  return new AppError(
    ErrorCode.loginIpVerificationRequired,
    undefined,
    { ipVerificationCode: 'login_ip_verification.required' },
    { cause: err, details: asked.success ? { maskedMobile: asked.data.maskedMobile } : undefined },
  );
}

/**
 * Sends a login to the platform once its turn has come: the attempt waits for the turn it takes in
 * the queue of its account, IP and device (at once when it earned no slow-down).
 */
async function forwardLogin(
  ctx: Context,
  attempt: LoginReservation,
  body: LoginRequest,
): Promise<LoginValue> {
  const waitMs = await attempt.takeTurn();
  if (waitMs > 0) await sleep(waitMs);
  return ctx.services.upstream.call(accountsEndpoints.login, { ...meta(ctx), body });
}

export async function login(ctx: Context, input: LoginInput): Promise<LoginResult> {
  const limits = limitsOf(ctx);
  const captcha = input.captcha ? input.captcha : undefined;
  // Reserved before anything is checked: of many attempts arriving together only those within the
  // threshold go on without a captcha, and each waits for its turn, the delay its count earned after
  // the turn before it (accounts.limits.ts).
  const attempt = await limits.reserveLogin(input.username, client(ctx));
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
    value = await forwardLogin(ctx, attempt, {
      username: input.username,
      password: input.password,
      captcha,
      type: 'username',
      loginDeviceId: ensureDeviceId(ctx),
      ipVerificationCode: input.ipVerificationCode,
    });
  } catch (err) {
    if (err instanceof UpstreamError && err.errorCode && FAILED_GUESS.has(err.errorCode)) {
      // A wrong guess: the reserved attempt stays counted.
      throw failedGuess(err, attempt.captchaNext);
    }
    await attempt.release();
    if (err instanceof UpstreamError && err.errorCode === ErrorCode.loginIpVerificationRequired) {
      throw ipVerificationRequired(err);
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
  // Every form of the number is one account for the failure counts. A 6-digit code is guessable at
  // scale: failures slow further attempts down, as for passwords, and parallel guesses wait their
  // turns one after the other.
  const attempt = await limits.reserveLogin(phone.e164, client(ctx));
  let value: LoginValue;
  try {
    value = await forwardLogin(ctx, attempt, {
      username: phone.national,
      password: input.code,
      type: 'sms',
      countryDialingCode: phone.dialingCode,
      loginDeviceId: ensureDeviceId(ctx),
    });
  } catch (err) {
    if (!(err instanceof UpstreamError && err.kind === 'business')) await attempt.release();
    throw err;
  }
  await attempt.succeeded();
  return startSession(ctx, value, { kind: 'sms', password: null, rememberMe: input.rememberMe });
}

/**
 * A Firebase phone sign-in (FIREBASELOGIN3, ADR 0023): the platform verifies the ID token and logs
 * in the member with its phone. Nothing here is guessable (the token is Google's signature), so no
 * failure is counted; the person proved to be human to Firebase's reCAPTCHA before the code was
 * texted (as an SMS login proves it at the code's send), and the procedure's own limit caps an IP.
 */
export async function loginFirebase(ctx: Context, input: LoginFirebaseInput): Promise<LoginResult> {
  const value = await ctx.services.upstream.call(accountsEndpoints.login, {
    ...meta(ctx),
    body: { type: 'firebase', firebaseIdToken: input.idToken, loginDeviceId: ensureDeviceId(ctx) },
  });
  return startSession(ctx, value, { kind: 'firebase', password: null, rememberMe: input.rememberMe });
}

export async function freePlay(ctx: Context, verification: string): Promise<LoginResult> {
  await requireHuman(ctx, verification);
  const value = await ctx.services.upstream.call(accountsEndpoints.freePlay, {
    ...meta(ctx),
    body: { loginDeviceId: ensureDeviceId(ctx) },
  });
  return startSession(ctx, value, { kind: 'freePlay', password: null, rememberMe: false });
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
