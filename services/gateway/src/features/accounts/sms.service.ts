/**
 * Every SMS code the gateway has the platform send: without a login (login, register, password
 * reset, a login from a new IP) and to a number a member binds (the security centre). Each send
 * passes the browser's, the IP's, the number's and the destination country's limits first, on one
 * set of counters whichever path asks (sms.limits.ts): reserved first, sent after.
 */
import {
  accountsEndpoints,
  profileEndpoints,
  type MobileCodeRequestSchema,
  type SmsSendAnyRequestSchema,
} from '@portal/contracts';
import type { NormalizedPhone } from '@portal/contracts/phone';
import type { z } from 'zod';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { client, limitsOf, meta, requireFields, requireHuman, requirePhone } from './accounts.common.js';
import type { SendCodeInput } from './accounts.schemas.js';
import { SmsLimits } from './sms.limits.js';

type SmsSendBody = z.input<typeof SmsSendAnyRequestSchema>;

/** Whom a send goes to: the key its countdown is claimed on, and the number when one is named. */
interface SmsTarget {
  key: string;
  phone: NormalizedPhone | null;
}

/** Whom a send goes to: a number, or (loginIp) the account's own mobile. */
function smsTarget(input: SendCodeInput): SmsTarget & { body: SmsSendBody } {
  if (input.purpose === 'loginIp' && input.username && !input.mobileNum) {
    return {
      key: `user:${input.username.toLowerCase()}`,
      body: { username: input.username, purpose: input.purpose },
      phone: null,
    };
  }
  requireFields({ mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode });
  const phone = requirePhone(input.countryDialingCode ?? '', input.mobileNum ?? '');
  return {
    key: phone.e164,
    body: { mobileNum: phone.national, countryDialingCode: phone.dialingCode, purpose: input.purpose },
    phone,
  };
}

/**
 * One send through the IP's, the number's and the country's budgets: each is reserved (an atomic
 * increment, or the number's claim) before the platform is asked, so concurrent sends on any number
 * of processes cannot pass a limit together. The number's claim comes before the country's, so
 * repeated sends to one number never eat a whole country's hour; it is released when the send fails.
 */
async function sendWithinLimits(
  ctx: Context,
  target: SmsTarget,
  send: () => Promise<{ expiredMinutes: number }>,
): Promise<{ expiredMinutes: number }> {
  const limits = limitsOf(ctx);
  const smsLimits = new SmsLimits(ctx.services.store, ctx.services.config.sms);
  await smsLimits.ip(ctx.visitor.ip);
  await limits.claimNumber(target.key);
  try {
    if (target.phone) await smsLimits.country(target.phone);
    const value = await send();
    await limits.confirmNumber(target.key, value.expiredMinutes * 60_000);
    return { expiredMinutes: value.expiredMinutes };
  } catch (err) {
    await limits.releaseNumber(target.key);
    throw err;
  }
}

export async function sendCode(ctx: Context, input: SendCodeInput): Promise<{ expiredMinutes: number }> {
  // An invalid number is refused before any counter moves.
  const target = smsTarget(input);
  await limitsOf(ctx).smsClient(client(ctx));
  // Verified visitors only spend the IP's and the country's budgets.
  await requireHuman(ctx, input.verification);
  return sendWithinLimits(ctx, target, () =>
    ctx.services.upstream.call(accountsEndpoints.sendSms, { ...meta(ctx), body: target.body }),
  );
}

/** A member's code to a mobile it binds: the same budgets as a send without a login. */
export async function sendMobileCode(
  ctx: MemberContext,
  input: z.input<typeof MobileCodeRequestSchema>,
): Promise<{ expiredMinutes: number }> {
  const phone = requirePhone(input.countryDialingCode, input.mobileNum);
  await limitsOf(ctx).smsClient(client(ctx));
  return sendWithinLimits(ctx, { key: phone.e164, phone }, () =>
    ctx.services.upstream.call(profileEndpoints.sendMobileCode, {
      ...callMeta(ctx),
      body: { countryDialingCode: phone.dialingCode, mobileNum: phone.national },
    }),
  );
}
