/**
 * SMS codes sent without a login (login, register, password reset, a login from a new IP). Each send
 * passes the browser's, the IP's, the number's and the destination country's limits first.
 */
import { accountsEndpoints, type SmsSendAnyRequestSchema } from '@portal/contracts';
import type { NormalizedPhone } from '@portal/contracts/phone';
import type { z } from 'zod';
import type { Context } from '../../trpc/context.js';
import { client, limitsOf, meta, requireFields, requireHuman, requirePhone } from './accounts.common.js';
import type { SendCodeInput } from './accounts.schemas.js';
import { SmsLimits } from './sms.limits.js';

type SmsSendBody = z.input<typeof SmsSendAnyRequestSchema>;

/** Whom a send goes to: a number, or (loginIp) the account's own mobile. */
function smsTarget(input: SendCodeInput): { key: string; body: SmsSendBody; phone: NormalizedPhone | null } {
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
    const value = await ctx.services.upstream.call(accountsEndpoints.sendSms, {
      ...meta(ctx),
      body: target.body,
    });
    await limits.confirmNumber(target.key, value.expiredMinutes * 60_000);
    return { expiredMinutes: value.expiredMinutes };
  } catch (err) {
    await limits.releaseNumber(target.key);
    throw err;
  }
}
