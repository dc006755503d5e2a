/**
 * Agent transfers (transferUpline): an agent moves main-wallet money to its upline or a direct
 * downline. The platform refuses non-agents (AGENT_ONLY). The body holds the payment password and goes
 * encrypted (the descriptor says so); the client's requestId passes through and the call is never
 * retried here.
 */
import { AgentTransferRequestSchema, walletEndpoints } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardBody } from '../../trpc/forward.js';
import { memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';

export const agentTransferRouter = router({
  targets: memberProcedure.query(forward(walletEndpoints.agentTransferTargets)),
  create: realAccountProcedure
    .input(AgentTransferRequestSchema)
    .mutation(forwardBody(walletEndpoints.agentTransfer)),
});
