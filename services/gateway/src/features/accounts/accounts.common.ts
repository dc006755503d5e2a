/**
 * What the account flows share: the visitor's call metadata, their limits, and the checks made
 * before anything is counted or sent (a number in its one normal form, a human, matching passwords).
 */
import { ErrorCode } from '@portal/contracts';
import { normalizePhone, PHONE_PROBLEM_KEYS, type NormalizedPhone } from '@portal/contracts/phone';
import { AppError, toAppError } from '../../errors/app-error.js';
import type { Context } from '../../trpc/context.js';
import { middleware } from '../../trpc/init.js';
import { presentedDeviceId } from './accounts.cookies.js';
import { AuthLimits, retryAfterMsOf, type Client } from './accounts.limits.js';

/** Who a public platform call is made for (member calls add the token: trpc's callMeta). */
export function meta(ctx: Context) {
  const { language, ip, requestId } = ctx.visitor;
  return { language, ip, requestId };
}

export function client(ctx: Context): Client {
  return { ip: ctx.visitor.ip, deviceId: presentedDeviceId(ctx) };
}

export function limitsOf(ctx: Context): AuthLimits {
  const { store, config } = ctx.services;
  return new AuthLimits(store, config.limits);
}

/** A throttled answer (TOO_MANY_REQUESTS, an SMS budget spent) tells the client when to try again. */
export const retryAfter = middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && ctx.reply) {
    const ms = retryAfterMsOf(toAppError(result.error));
    if (ms !== null) ctx.reply.header('retry-after', Math.max(1, Math.ceil(ms / 1000)));
  }
  return result;
});

/**
 * The one form of a typed number the gateway counts, claims and sends on (E.164, and the platform's
 * "+84" + national pair), or VALIDATION on the field at fault before anything is counted or sent.
 */
export function requirePhone(countryDialingCode: string, mobileNum: string): NormalizedPhone {
  const result = normalizePhone(countryDialingCode, mobileNum);
  if (!result.ok) {
    throw new AppError(ErrorCode.validation, undefined, {
      [result.field]: PHONE_PROBLEM_KEYS[result.problem],
    });
  }
  return result;
}

export async function requireHuman(ctx: Context, payload: string | undefined): Promise<void> {
  const ok = payload ? await ctx.services.humanVerifier.verify(payload, ctx.visitor.ip) : false;
  if (!ok) {
    throw new AppError(ErrorCode.humanVerificationFailed, undefined, {
      verification: 'human_verification.failed',
    });
  }
}

export function requireSamePassword(password: string, confirm: string, field: string): void {
  if (password !== confirm) {
    throw new AppError(ErrorCode.passwordMismatch, undefined, { [field]: 'validation.password_mismatch' });
  }
}

/** VALIDATION naming each of the fields that is empty, when any is. */
export function requireFields(fields: Record<string, string | undefined>): void {
  const missing: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) if (!value) missing[field] = 'validation.required';
  if (Object.keys(missing).length > 0) throw new AppError(ErrorCode.validation, undefined, missing);
}
