import { BalanceSchema, walletEndpoints } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { callMeta, memberProcedure, sessionProcedure } from '../../trpc/procedures.js';
import { getMe } from './member.service.js';

export const memberRouter = router({
  // Served while a password change is pending: the change dialog shows the account's username.
  me: sessionProcedure.query(({ ctx }) => getMe(ctx)),
  // The wallet's balance without the held amount (the header's shape).
  balance: memberProcedure.query(async ({ ctx }) =>
    BalanceSchema.parse(await ctx.services.upstream.call(walletEndpoints.balance, callMeta(ctx))),
  ),
});
