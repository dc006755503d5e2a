/**
 * Payments, as two routers whose keys the web calls (`deposit`, `withdraw`): deposit channels and
 * orders; the payment password, bank cards, withdrawals and the confirmation of a paid one. Most
 * procedures forward to the platform by descriptor; bodies holding the payment password go
 * encrypted because their descriptors say so. Money-moving calls pass the client's requestId
 * through and are never retried here.
 */
import {
  BindBankCardSchema,
  DepositOrderQuerySchema,
  DepositRequestSchema,
  paymentsEndpoints as e,
  SetPaymentPasswordSchema,
  WithdrawConfirmSchema,
  WithdrawRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { callMeta, memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import { watchOrders } from './orders-feed.js';
import { returnUrlOf, setPaymentPassword } from './payments.service.js';

/** The gateway sets returnUrl itself: a client cannot send the browser elsewhere after paying. */
const DepositCreateInputSchema = DepositRequestSchema.omit({ returnUrl: true });

/** The service compares the confirmation, so any typo in it is PASSWORD_MISMATCH on its field. */
const SetPaymentPasswordInputSchema = SetPaymentPasswordSchema.extend({
  confirmPaymentPassword: z.string().max(32),
});

export const depositRouter = router({
  channels: memberProcedure.query(
    async ({ ctx }) => (await ctx.services.upstream.call(e.depositChannels, callMeta(ctx))).channels,
  ),
  create: realAccountProcedure.input(DepositCreateInputSchema).mutation(({ ctx, input }) =>
    ctx.services.upstream.call(e.deposit, {
      ...callMeta(ctx),
      body: { ...input, returnUrl: returnUrlOf(ctx) },
    }),
  ),
  order: memberProcedure
    .input(DepositOrderQuerySchema)
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(e.depositOrder, { ...callMeta(ctx), query: { orderId: input.orderId } }),
    ),
  orders: memberProcedure.input(PageInputSchema).query(forwardQuery(e.depositOrders)),
});

export const withdrawRouter = router({
  info: memberProcedure.query(forward(e.withdrawInfo)),
  banks: memberProcedure.query(
    async ({ ctx }) => (await ctx.services.upstream.call(e.banks, callMeta(ctx))).banks,
  ),
  cards: memberProcedure.query(forward(e.bankCards)),
  setPaymentPassword: realAccountProcedure
    .input(SetPaymentPasswordInputSchema)
    .mutation(({ ctx, input }) => setPaymentPassword(ctx, input)),
  bindCard: realAccountProcedure.input(BindBankCardSchema).mutation(forwardBody(e.bindBankCard)),
  create: realAccountProcedure.input(WithdrawRequestSchema).mutation(forwardBody(e.withdraw)),
  orders: memberProcedure.input(PageInputSchema).query(forwardQuery(e.withdrawOrders)),
  confirm: realAccountProcedure.input(WithdrawConfirmSchema).mutation(forwardBody(e.withdrawConfirm)),
});

/** The member's orders, live (orders-feed.ts): which kind to read again when one changes state. */
export const ordersRouter = router({
  onChanged: memberProcedure.subscription(({ ctx, signal }) => watchOrders(ctx, signal)),
});
