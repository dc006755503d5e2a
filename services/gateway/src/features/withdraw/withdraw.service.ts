/**
 * Withdrawals: limits and turnover, the payment password, bank cards, orders and the player's
 * confirmation of a paid order. Bodies holding the payment password (set password, bind card,
 * withdraw) go to the platform encrypted. Money-moving calls pass the client's requestId through and
 * are never retried here.
 */
import {
  BankCardSchema,
  BankCardsSchema,
  BanksSchema,
  ErrorCode,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawOrdersSchema,
  type BankCard,
  type BindBankCardSchema,
  type WithdrawConfirm,
  type WithdrawInfo,
  type WithdrawOrder,
  type WithdrawRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import type { PageInput } from '../../trpc/inputs.js';

export type Bank = z.infer<typeof BanksSchema>['banks'][number];
export type BankCards = z.infer<typeof BankCardsSchema>;
export type BindBankCard = z.infer<typeof BindBankCardSchema>;
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;
export type WithdrawOrders = z.infer<typeof WithdrawOrdersSchema>;

export interface SetPaymentPasswordInput {
  oldPaymentPassword?: string | undefined;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export function getInfo(ctx: MemberContext): Promise<WithdrawInfo> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_withdrawInfo', {
    ...callMeta(ctx),
    schema: WithdrawInfoSchema,
  });
}

export async function getBanks(ctx: MemberContext): Promise<Bank[]> {
  const value = await ctx.services.upstream.call('/wps/relay/PAYMENT_banks', {
    ...callMeta(ctx),
    schema: BanksSchema,
  });
  return value.banks;
}

export function getCards(ctx: MemberContext): Promise<BankCards> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_bankCards', {
    ...callMeta(ctx),
    schema: BankCardsSchema,
  });
}

export async function setPaymentPassword(
  ctx: MemberContext,
  input: SetPaymentPasswordInput,
): Promise<{ ok: true }> {
  if (input.newPaymentPassword !== input.confirmPaymentPassword) {
    throw new AppError(ErrorCode.passwordMismatch, undefined, {
      confirmPaymentPassword: 'validation.password_mismatch',
    });
  }
  const body: { oldPaymentPassword?: string; newPaymentPassword: string } = {
    newPaymentPassword: input.newPaymentPassword,
  };
  if (input.oldPaymentPassword !== undefined) body.oldPaymentPassword = input.oldPaymentPassword;
  await ctx.services.upstream.call('/wps/member/paymentPassword', {
    ...callMeta(ctx),
    method: 'POST',
    encrypted: true,
    body,
    schema: z.null(),
  });
  return { ok: true };
}

export function bindCard(ctx: MemberContext, input: BindBankCard): Promise<BankCard> {
  return ctx.services.upstream.call('/wps/relay/passwordCheck/PAYMENT_bindBankCard', {
    ...callMeta(ctx),
    method: 'POST',
    encrypted: true,
    body: input,
    schema: BankCardSchema,
  });
}

export function createWithdrawal(ctx: MemberContext, input: WithdrawRequest): Promise<WithdrawOrder> {
  return ctx.services.upstream.call('/wps/relay/passwordCheck/PAYMENT_withdraw', {
    ...callMeta(ctx),
    method: 'POST',
    encrypted: true,
    body: input,
    schema: WithdrawOrderSchema,
  });
}

export function getOrders(ctx: MemberContext, page: PageInput): Promise<WithdrawOrders> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_withdrawOrders', {
    ...callMeta(ctx),
    query: page,
    schema: WithdrawOrdersSchema,
  });
}

export function confirm(ctx: MemberContext, input: WithdrawConfirm): Promise<WithdrawOrder> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_withdrawConfirm', {
    ...callMeta(ctx),
    method: 'POST',
    body: input,
    schema: WithdrawOrderSchema,
  });
}
