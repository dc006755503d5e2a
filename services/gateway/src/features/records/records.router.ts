import { RecordRangeQuerySchema, TransactionTypeSchema } from '@portal/contracts';
import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import * as records from './records.service.js';

const PagedRangeInputSchema = RecordRangeQuerySchema.extend(PageInputSchema.shape);
const TransactionsInputSchema = PagedRangeInputSchema.extend({
  types: z.array(TransactionTypeSchema).max(20).optional(),
});

export const recordsRouter = router({
  transactions: memberProcedure
    .input(TransactionsInputSchema)
    .query(({ ctx, input }) => records.getTransactions(ctx, input)),
  profitLoss: memberProcedure
    .input(RecordRangeQuerySchema)
    .query(({ ctx, input }) => records.getProfitLoss(ctx, input)),
  bonuses: memberProcedure
    .input(PagedRangeInputSchema)
    .query(({ ctx, input }) => records.getBonuses(ctx, input)),
});
