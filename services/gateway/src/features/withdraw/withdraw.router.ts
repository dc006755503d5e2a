import {
  BindBankCardSchema,
  SetPaymentPasswordSchema,
  WithdrawConfirmSchema,
  WithdrawRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import * as withdraw from './withdraw.service.js';

/** The service compares the confirmation, so any typo in it is PASSWORD_MISMATCH on its field. */
const SetPaymentPasswordInputSchema = SetPaymentPasswordSchema.extend({
  confirmPaymentPassword: z.string().max(32),
});

export const withdrawRouter = router({
  info: memberProcedure.query(({ ctx }) => withdraw.getInfo(ctx)),
  banks: memberProcedure.query(({ ctx }) => withdraw.getBanks(ctx)),
  cards: memberProcedure.query(({ ctx }) => withdraw.getCards(ctx)),
  setPaymentPassword: realAccountProcedure
    .input(SetPaymentPasswordInputSchema)
    .mutation(({ ctx, input }) => withdraw.setPaymentPassword(ctx, input)),
  bindCard: realAccountProcedure
    .input(BindBankCardSchema)
    .mutation(({ ctx, input }) => withdraw.bindCard(ctx, input)),
  create: realAccountProcedure
    .input(WithdrawRequestSchema)
    .mutation(({ ctx, input }) => withdraw.createWithdrawal(ctx, input)),
  orders: memberProcedure.input(PageInputSchema).query(({ ctx, input }) => withdraw.getOrders(ctx, input)),
  confirm: realAccountProcedure
    .input(WithdrawConfirmSchema)
    .mutation(({ ctx, input }) => withdraw.confirm(ctx, input)),
});
