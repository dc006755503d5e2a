import { BalanceSchema } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { callMeta, memberProcedure, sessionProcedure } from '../../trpc/procedures.js';
import { getMe } from './member.service.js';

export const memberRouter = router({
  // Served while a password change is pending: the change dialog shows the account's username.
  me: sessionProcedure.query(({ ctx }) => getMe(ctx)),
  balance: memberProcedure.query(({ ctx }) =>
    ctx.services.upstream.call('/wps/v2/wallets/balance', { ...callMeta(ctx), schema: BalanceSchema }),
  ),
});
