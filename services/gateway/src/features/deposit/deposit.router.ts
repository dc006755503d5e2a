import { DepositOrderQuerySchema, DepositRequestSchema } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import * as deposit from './deposit.service.js';

/** The gateway sets returnUrl itself: a client cannot send the browser elsewhere after paying. */
const DepositCreateInputSchema = DepositRequestSchema.omit({ returnUrl: true });

export const depositRouter = router({
  channels: memberProcedure.query(({ ctx }) => deposit.getChannels(ctx)),
  create: realAccountProcedure
    .input(DepositCreateInputSchema)
    .mutation(({ ctx, input }) => deposit.createDeposit(ctx, input)),
  order: memberProcedure
    .input(DepositOrderQuerySchema)
    .query(({ ctx, input }) => deposit.getOrder(ctx, input.orderId)),
  orders: memberProcedure.input(PageInputSchema).query(({ ctx, input }) => deposit.getOrders(ctx, input)),
});
