/**
 * The wallet: balances (main and vendor wallets), main<->vendor transfers, recover-all, and the live
 * balance pushed over the WebSocket.
 *
 * Money-moving calls pass the client's `requestId` through unchanged and are never retried here: a
 * timeout leaves the outcome unknown, and only the client's retry with the same id is safe (the
 * platform answers it with the first result and moves nothing twice).
 */
import {
  RecoverAllRequestSchema,
  WalletTransferRequestSchema,
  WalletTransferStatusQuerySchema,
  walletEndpoints,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forwardBody } from '../../trpc/forward.js';
import { callMeta, memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import { getOverview, watchBalance } from './wallet.service.js';

export const walletRouter = router({
  overview: memberProcedure.query(({ ctx }) => getOverview(ctx)),
  onBalance: memberProcedure.subscription(({ ctx, signal }) => watchBalance(ctx, signal)),
  transfer: realAccountProcedure
    .input(WalletTransferRequestSchema)
    .mutation(forwardBody(walletEndpoints.transfer)),
  transferStatus: memberProcedure.input(WalletTransferStatusQuerySchema).query(({ ctx, input }) =>
    ctx.services.upstream.call(walletEndpoints.transferStatus, {
      ...callMeta(ctx),
      query: { transferId: input.transferId },
    }),
  ),
  recoverAll: realAccountProcedure.input(RecoverAllRequestSchema).mutation(({ ctx, input }) =>
    ctx.services.upstream.call(walletEndpoints.recoverAll, {
      ...callMeta(ctx),
      body: { requestId: input.requestId },
    }),
  ),
});
