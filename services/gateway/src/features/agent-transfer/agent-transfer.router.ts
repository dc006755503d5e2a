import { AgentTransferRequestSchema } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';
import * as agentTransfer from './agent-transfer.service.js';

export const agentTransferRouter = router({
  targets: memberProcedure.query(({ ctx }) => agentTransfer.getTargets(ctx)),
  create: realAccountProcedure
    .input(AgentTransferRequestSchema)
    .mutation(({ ctx, input }) => agentTransfer.createTransfer(ctx, input)),
});
