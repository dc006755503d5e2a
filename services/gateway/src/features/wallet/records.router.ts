/**
 * The member's records: wallet transactions, personal profit and loss, bonuses. Every query names a
 * range of calendar days (the brand's time zone); the contracts' range rule (dates.ts) is part of the
 * input schema, so a range the platform would refuse is refused here first and costs no upstream call.
 */
import { RecordRangeQuerySchema, TransactionTypeSchema, walletEndpoints } from '@portal/contracts';
import { z } from 'zod';
import { forwardQuery } from '../../trpc/forward.js';
import { router } from '../../trpc/init.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { callMeta, memberProcedure } from '../../trpc/procedures.js';

const PagedRangeInputSchema = RecordRangeQuerySchema.extend(PageInputSchema.shape);
const TransactionsInputSchema = PagedRangeInputSchema.extend({
  types: z.array(TransactionTypeSchema).max(20).optional(),
});

export const recordsRouter = router({
  transactions: memberProcedure.input(TransactionsInputSchema).query(({ ctx, input }) => {
    const { types, ...range } = input;
    // The platform reads the types as one comma list; none means every type.
    const query = { ...range, types: types?.length ? [...new Set(types)].join(',') : undefined };
    return ctx.services.upstream.call(walletEndpoints.transactions, { ...callMeta(ctx), query });
  }),
  profitLoss: memberProcedure.input(RecordRangeQuerySchema).query(forwardQuery(walletEndpoints.profitLoss)),
  bonuses: memberProcedure.input(PagedRangeInputSchema).query(forwardQuery(walletEndpoints.bonusDetails)),
});
