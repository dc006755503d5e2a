/**
 * Deposits: the channels, creating an order (online: the browser goes to the provider's pay page),
 * and the member's orders. `create` passes the client's requestId through and is never retried here.
 */
import {
  DepositChannelsSchema,
  DepositOrderSchema,
  DepositOrdersSchema,
  type DepositChannel,
  type DepositOrder,
  type DepositRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Context } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

export type DepositCreateInput = Omit<DepositRequest, 'returnUrl'>;
export type DepositOrders = z.infer<typeof DepositOrdersSchema>;

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

export async function getChannels(ctx: MemberContext): Promise<DepositChannel[]> {
  const value = await ctx.services.upstream.call('/wps/relay/PAYMENT_depositChannels', {
    ...callMeta(ctx),
    schema: DepositChannelsSchema,
  });
  return value.channels;
}

export function createDeposit(ctx: MemberContext, input: DepositCreateInput): Promise<DepositOrder> {
  const body: DepositRequest = { ...input, returnUrl: returnUrlOf(ctx) };
  return ctx.services.upstream.call('/wps/relay/PAYMENT_deposit', {
    ...callMeta(ctx),
    method: 'POST',
    body,
    schema: DepositOrderSchema,
  });
}

export function getOrder(ctx: MemberContext, orderId: string): Promise<DepositOrder> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_depositOrder', {
    ...callMeta(ctx),
    query: { orderId },
    schema: DepositOrderSchema,
  });
}

export function getOrders(
  ctx: MemberContext,
  page: { pageNo: number; pageSize: number },
): Promise<DepositOrders> {
  return ctx.services.upstream.call('/wps/relay/PAYMENT_depositOrders', {
    ...callMeta(ctx),
    query: page,
    schema: DepositOrdersSchema,
  });
}
