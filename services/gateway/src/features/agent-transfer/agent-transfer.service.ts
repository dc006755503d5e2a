/**
 * Agent transfers (transferUpline): an agent moves main-wallet money to its upline or a direct
 * downline. The platform refuses non-agents (AGENT_ONLY). The body holds the payment password and goes
 * encrypted; the client's requestId passes through and the call is never retried here.
 */
import {
  AgentTransferSchema,
  TransferTargetsSchema,
  type AgentTransferRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

export type TransferTargets = z.infer<typeof TransferTargetsSchema>;
export type AgentTransfer = z.infer<typeof AgentTransferSchema>;
export type AgentTransferRequest = z.infer<typeof AgentTransferRequestSchema>;

export function getTargets(ctx: MemberContext): Promise<TransferTargets> {
  return ctx.services.upstream.call('/wps/relay/AGENT_transferTargets', {
    ...callMeta(ctx),
    schema: TransferTargetsSchema,
  });
}

export function createTransfer(ctx: MemberContext, input: AgentTransferRequest): Promise<AgentTransfer> {
  return ctx.services.upstream.call('/wps/relay/passwordCheck/AGENT_transfer', {
    ...callMeta(ctx),
    method: 'POST',
    encrypted: true,
    body: input,
    schema: AgentTransferSchema,
  });
}
