import { router } from '../../trpc/init.js';
import { memberProcedure, sessionProcedure } from '../../trpc/procedures.js';
import { getBalance, getMe } from './member.service.js';

export const memberRouter = router({
  // Served while a password change is pending: the change dialog shows the account's username.
  me: sessionProcedure.query(({ ctx }) => getMe(ctx)),
  balance: memberProcedure.query(({ ctx }) => getBalance(ctx)),
});
