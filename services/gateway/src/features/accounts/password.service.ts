/**
 * Passwords: forgot and reset by e-mail, reset by SMS code (which logs the member in), and the
 * member's own change, after which the session moves to a new id and a new platform token. The
 * bodies that carry a password to the platform go encrypted (the descriptors say so).
 */
import { accountsEndpoints, ErrorCode, type ChangePasswordValueSchema } from '@portal/contracts';
import type { z } from 'zod';
import { AppError, toAppError } from '../../errors/app-error.js';
import { setSessionCookie } from '../../session/session.cookie.js';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { meta, requirePhone, requireSamePassword } from './accounts.common.js';
import { ensureDeviceId } from './accounts.cookies.js';
import type {
  ChangePasswordInput,
  ForgotByEmailInput,
  ForgotByPhoneInput,
  ResetByEmailInput,
} from './accounts.schemas.js';
import { startSession, type LoginResult } from './accounts.session.js';

/** What a platform may answer a forgot-by-email request with that tells whether an account exists. */
const ACCOUNT_ORACLES = new Set<string>([ErrorCode.userNotExist, ErrorCode.emailNotMatch]);

/**
 * One answer, `sent`, whether the name is unknown, the e-mail wrong or the pair right (the platform
 * mails only the last): a platform that still tells them apart (the spec's USER_NOT_EXIST and
 * EMAIL_NOT_MATCH) is not allowed to tell the visitor. Other refusals (throttles, outages) pass.
 */
export async function forgotByEmail(ctx: Context, input: ForgotByEmailInput): Promise<{ sent: true }> {
  try {
    await ctx.services.upstream.call(accountsEndpoints.forgotByEmail, {
      ...meta(ctx),
      body: { username: input.username, email: input.email },
    });
  } catch (err) {
    if (!ACCOUNT_ORACLES.has(toAppError(err).code)) throw err;
  }
  return { sent: true };
}

/** Completes forgot-by-email with the mailed token; the platform ends every session of the member. */
export async function resetByEmail(ctx: Context, input: ResetByEmailInput): Promise<{ ok: true }> {
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  await ctx.services.upstream.call(accountsEndpoints.resetByEmail, {
    ...meta(ctx),
    body: { token: input.token, newPassword: input.newPassword },
  });
  return { ok: true };
}

export async function forgotByPhone(ctx: Context, input: ForgotByPhoneInput): Promise<LoginResult> {
  const phone = requirePhone(input.countryDialingCode, input.mobileNum);
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  const value = await ctx.services.upstream.call(accountsEndpoints.resetByPhone, {
    ...meta(ctx),
    body: {
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
      verificationCode: input.code,
      newPassword: input.newPassword,
      loginDeviceId: ensureDeviceId(ctx),
    },
  });
  return startSession(ctx, value, { kind: 'resetByPhone', password: input.newPassword, rememberMe: false });
}

export async function changePassword(ctx: MemberContext, input: ChangePasswordInput): Promise<{ ok: true }> {
  requireSamePassword(input.newPassword, input.confirmPassword, 'confirmPassword');
  const oldPassword = input.oldPassword ? input.oldPassword : undefined;
  // The old password may be left out only right after a login that forced the change, or while the
  // member has none (password-less mobile registration); the platform checks the same.
  if (!oldPassword && !ctx.session.data.mustChangePassword && ctx.session.data.hasPassword !== false) {
    throw new AppError(ErrorCode.validation, undefined, { oldPassword: 'validation.required' });
  }
  const { sessions } = ctx.services;
  // The platform revokes every token of the member, this session's too: until the new id exists,
  // that 401 means "moving", not "ended" (trpc/procedures.ts, trpc/session-bound.ts).
  await sessions.beginRenewal(ctx.session.id);
  let renewed: z.infer<typeof ChangePasswordValueSchema>;
  try {
    renewed = await ctx.services.upstream.call(accountsEndpoints.changePassword, {
      ...callMeta(ctx),
      body: { oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmPassword },
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
