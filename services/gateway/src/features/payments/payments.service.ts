/**
 * The payments rules that are the gateway's own: where the pay page sends the browser back after a
 * deposit, and the payment password's confirmation. Everything else the payments procedures forward
 * to the platform by descriptor (payments.router.ts).
 */
import { ErrorCode, paymentsEndpoints, type SetPaymentPasswordSchema } from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

/** Where the pay page sends the browser back; the platform appends the order id. */
export const DEPOSIT_RETURN_PATH = '/index?depositOrder=';

/**
 * The portal origin the person is on, if it is one of PUBLIC_ORIGINS; else the first of them (a
 * forged or missing Origin never makes the platform redirect to a foreign site).
 */
export function returnUrlOf(ctx: Context): string {
  const origins = ctx.services.config.publicOrigins;
  const origin = ctx.req?.headers.origin;
  const chosen = typeof origin === 'string' && origins.includes(origin) ? origin : origins[0];
  return `${chosen ?? ''}${DEPOSIT_RETURN_PATH}`;
}

export type SetPaymentPasswordInput = z.input<typeof SetPaymentPasswordSchema> & {
  confirmPaymentPassword: string;
};

/**
 * Sets or changes the payment password once its confirmation matches (PASSWORD_MISMATCH on the
 * confirmation's field otherwise, calling nobody); the confirmation never leaves the gateway.
 */
export async function setPaymentPassword(
  ctx: MemberContext,
  input: SetPaymentPasswordInput,
): Promise<{ ok: true }> {
  if (input.newPaymentPassword !== input.confirmPaymentPassword) {
    throw new AppError(ErrorCode.passwordMismatch, undefined, {
      confirmPaymentPassword: 'validation.password_mismatch',
    });
  }
  const { oldPaymentPassword, newPaymentPassword, passkey } = input;
  await ctx.services.upstream.call(paymentsEndpoints.setPaymentPassword, {
    ...callMeta(ctx),
    body: {
      newPaymentPassword,
      ...(oldPaymentPassword === undefined ? {} : { oldPaymentPassword }),
      ...(passkey === undefined ? {} : { passkey }),
    },
  });
  return { ok: true };
}
