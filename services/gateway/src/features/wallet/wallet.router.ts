import {
  RecoverAllRequestSchema,
  WalletTransferRequestSchema,
  WalletTransferStatusQuerySchema,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import * as wallet from './wallet.service.js';

export const walletRouter = router({
  overview: memberProcedure.query(({ ctx }) => wallet.getOverview(ctx)),
  onBalance: memberProcedure.subscription(({ ctx, signal }) => wallet.watchBalance(ctx, signal)),
  transfer: realAccountProcedure
    .input(WalletTransferRequestSchema)
    .mutation(({ ctx, input }) => wallet.transfer(ctx, input)),
  transferStatus: memberProcedure
    .input(WalletTransferStatusQuerySchema)
    .query(({ ctx, input }) => wallet.transferStatus(ctx, input.transferId)),
  recoverAll: realAccountProcedure
    .input(RecoverAllRequestSchema)
    .mutation(({ ctx, input }) => wallet.recoverAll(ctx, input.requestId)),
});
